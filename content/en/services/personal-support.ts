import type { AreaPagesInput } from "../../schema.ts";

export const personalSupport = {
  index: {
    title: "Home Care and Personal Care",
    description:
      "Personal support workers help with bathing, dressing, meals and daily routines at home in Toronto, Peel and York, 24 hours a day, 7 days a week.",
    lead: "Home care is help at home with everyday tasks that have become hard to do alone. A personal support worker (PSW) is a trained caregiver who helps with bathing, dressing, meals, moving around safely and keeping the home in order. Home care is for older adults, people living with an illness or disability, and anyone getting back on their feet after a hospital stay. Help is available {fact:availability}.",
    sections: [
      {
        heading: "What a personal support worker can help with",
        body: [
          "Every plan is different. You choose the help you want, such as:",
          [
            "Bathing, showering, washing hair and shaving",
            "Help using the toilet, with privacy and respect",
            "Getting dressed and getting ready for bed",
            "Getting in and out of bed or a chair, and walking safely around the house",
            "Planning and making meals, and help with eating",
            "Reminders to take medicines at the right time",
            "Light housekeeping: dishes, laundry, tidying and changing the bed",
            "Shopping, errands and going with you to appointments",
            "Company and conversation",
          ],
          "For medical care, such as wound care or managing medicines, our [nurses](/services/nursing) can visit. The two teams can work together.",
          "We also offer personal support for particular needs: [family caregiver support](/services/personal-support/family-caregiver-support), [stroke care](/services/personal-support/stroke-vision-values), [senior care](/services/personal-support/senior-care) and [Alzheimer's and dementia care](/services/personal-support/alzheimer-and-dementia-care).",
        ],
      },
      {
        heading: "What a visit or a shift looks like",
        body: [
          "You choose when help comes and for how long. Some people have a short visit each morning to get washed and dressed. Others want help at mealtimes, a longer shift during the day, or someone there overnight. Care is available {fact:availability}, including weekends.",
          "At each visit, your PSW follows the care plan you agreed on. They let you do what you can for yourself and help with the rest. If they notice a change, such as new confusion or a fall, they let you or your family know, so the plan can change too.",
        ],
      },
      {
        heading: "How to start",
        body: [
          {
            steps: [
              {
                title: "Call or write to us",
                text: "Call the personal support line for your area, or [send us a message](/contact). We reply to messages {fact:replyTime}.",
              },
              {
                title: "Tell us what you need",
                text: "We ask about daily routines, health, the home and what matters most to you. A family member is welcome to join the call.",
              },
              {
                title: "Agree on a plan",
                text: "Together we decide which tasks, which days and times, and how many hours.",
              },
              {
                title: "Care begins",
                text: "Your PSW arrives at the agreed time. You can change the plan whenever your needs change.",
              },
            ],
          },
          "To keep everyone safe, we ask for {fact:smokingRule}.",
        ],
      },
      {
        heading: "Costs",
        body: [
          "Some people qualify for publicly funded home care through Ontario Health atHome, the province's home care organization ({atHome:phone}, no area code needed, or {atHome:web}). Your doctor, your hospital team or Ontario Health atHome can tell you whether you qualify and how much care is covered.",
          "You can also pay for private care, on its own or to add hours to publicly funded care. Visits are billed by the hour, with a minimum length for each visit. Care through the night and live-in care are billed by the night or by the day. Our rates:",
          [
            "A personal support worker (PSW): {cost:personalSupport}",
            "Someone awake in the home through the night: {cost:overnight}",
            "A live-in companion: {cost:liveIn}",
          ],
          "The first visit, when we meet you at home and plan the care together, is {fact:assessmentVisit}. Before care starts, we tell you what your plan will cost.",
          "Some private health insurance and workplace benefit plans pay part of the cost of care at home, so ask your plan what it covers. Veterans Affairs Canada may help some veterans, and some of their survivors, pay for help at home. Keep your receipts: some costs of care at home may count toward the medical expense tax credit on your income tax return.",
        ],
      },
      {
        heading: "Whom to call",
        body: [
          "Call the personal support line for the area where the person needing care lives, {hours:personalSupportToronto}: Toronto {phone:personalSupportToronto}, Peel {phone:personalSupportPeel} or York {phone:personalSupportYork}. After those hours, call our care line, {phone:careLine}: it answers 24 hours a day. You can also [send us a message](/contact) or e-mail {email:info}.",
          {
            note: "Our phone lines are not an emergency service. If someone is hurt, very unwell or in danger, call 911.",
          },
        ],
      },
    ],
  },
  "family-caregiver-support": {
    title: "Family Caregiver Support",
    description:
      "Respite gives family caregivers a break, and home transition help makes the move home from hospital or rehab safer and calmer.",
    lead: "Caring for a parent, partner or child at home is loving work, and it is also hard work. Family caregiver support helps the people who do it. We offer two kinds of help: **respite**, which means a break for the family caregiver while a trained caregiver takes over, and **home transition** help, for the days when someone comes home from hospital or moves to a new home.",
    sections: [
      {
        heading: "Respite: a break for you",
        body: [
          "Everyone needs time to rest, see their own doctor, work, shop or simply sleep. While you are away, a personal support worker (PSW) or companion stays with your family member and keeps to their usual routine. Respite can be:",
          [
            "**A few hours**, once or several times a week",
            "**A full day** or a regular weekly shift",
            "**Overnight**, so you can sleep through the night. See [overnight assistance](/services/senior-care-services/overnight-assistance).",
            "**Several days or longer**, while you travel or recover yourself. See [live-in companions](/services/senior-care-services/live-in-companions).",
          ],
          "During respite, the caregiver can help with personal care, meals, medicine reminders, light housekeeping and company, much as you would.",
        ],
      },
      {
        heading: "Home transition: settling in safely",
        body: [
          "The first days after a hospital or rehabilitation stay can be the hardest. People are often weaker than before, and they may come home with new medicines, equipment or instructions. Extra help at this time can make it safer and calmer for everyone. We can help with:",
          [
            "Being there when your family member arrives home",
            "Bathing, dressing, using the toilet and moving around safely",
            "Picking up groceries and prescriptions, and making simple meals",
            "Tidying the home so paths are clear and things are within reach",
            "Nursing visits for wounds, medicines or health checks, from our [nursing team](/services/nursing)",
          ],
          "For help planning the move before discharge, see [hospital to home transition](/services/specialized-services/hospital-to-home-transition). If your family member is moving to a retirement home, our [free retirement home transition services](/services/senior-care-services/free-retirement-home-transition-services) can help you choose one.",
        ],
      },
      {
        heading: "Signs you may need a break",
        body: [
          [
            "You feel tired all the time, or you are not sleeping well",
            "You have put off your own health appointments",
            "You feel short-tempered, sad or alone",
            "You worry about what would happen if you got sick",
          ],
          "Asking for help is not giving up. A rested caregiver has more to give, and your family member gets a friendly new face.",
        ],
      },
      {
        heading: "How to start",
        body: [
          {
            steps: [
              {
                title: "Call or write to us",
                text: "Call the personal support line for your area: Toronto {phone:personalSupportToronto}, Peel {phone:personalSupportPeel} or York {phone:personalSupportYork}. Or [send us a message](/contact) and we will reply {fact:replyTime}.",
              },
              {
                title: "Tell us about your family member",
                text: "We talk about their routines, health, likes and dislikes, and what you need most.",
              },
              {
                title: "Set the times",
                text: "Choose when the caregiver comes. Respite can be booked once or on a regular schedule, day or night.",
              },
            ],
          },
          "Our care line, {phone:careLine}, answers 24 hours a day if you need to talk outside office hours.",
        ],
      },
      {
        heading: "Paying for caregiver support",
        body: [
          "Some people qualify for publicly funded home care through Ontario Health atHome ({atHome:phone}, no area code needed, or {atHome:web}). Ask them whether respite or help after a hospital stay is included for your family member.",
          "Private care can be paid directly, on its own or on top of publicly funded hours. Some private insurance or other plans cover part of the cost, so ask your plan what it covers.",
        ],
      },
    ],
  },
  "stroke-care": {
    title: "Stroke Care",
    description:
      "Help at home after a stroke: personal care, moving safely, practising therapy exercises and support for the family in Toronto, Peel and York.",
    lead: "A stroke happens when blood flow to part of the brain is blocked or a blood vessel bursts. Afterwards, a person may have weakness on one side, trouble speaking or swallowing, tiredness, or changes in mood and memory. Our stroke care helps stroke survivors live as safely and independently as they can at home, and supports the family around them.",
    sections: [
      {
        heading: "Who stroke care is for",
        body: [
          [
            "People coming home from hospital or a rehabilitation centre after a stroke",
            "Stroke survivors who live at home and need help with daily tasks",
            "Families who want support, or a break, while they care for someone after a stroke",
          ],
        ],
      },
      {
        heading: "How we help",
        body: [
          "A personal support worker (PSW) can help with:",
          [
            "Bathing, dressing, grooming and using the toilet, in the ways your care team has shown you",
            "Getting in and out of bed, chairs and the car, and walking safely with a cane or walker",
            "Encouragement to do the exercises set by your physiotherapist or occupational therapist",
            "Meals that follow any diet your care team has advised, and help with eating",
            "Patient, unhurried conversation for someone who finds speaking hard",
            "Company, outings and getting to appointments",
          ],
          "Our caregivers do not replace your doctor or your therapists. They help you follow the plan your care team gives you. If you need nursing care, such as help with medicines or health checks, our [nurses](/services/nursing) can visit too.",
        ],
      },
      {
        heading: "What a visit looks like",
        body: [
          "Visits can be short, such as an hour each morning to get up, washed and dressed. They can also be longer shifts during the day, or care overnight. Help is available {fact:availability}.",
          "Your PSW lets the person do as much as they safely can, because everyday practice matters after a stroke. They also watch for changes and let the family know. If you are caring for someone after a stroke, [family caregiver support](/services/personal-support/family-caregiver-support) can give you time to rest.",
        ],
      },
      {
        heading: "How to start and how it is paid",
        body: [
          {
            steps: [
              {
                title: "Call or write to us",
                text: "Call the personal support line for your area: Toronto {phone:personalSupportToronto}, Peel {phone:personalSupportPeel} or York {phone:personalSupportYork}. Or [send us a message](/contact).",
              },
              {
                title: "Share the plan",
                text: "Tell us what the hospital or rehabilitation team has advised, and what daily life looks like now.",
              },
              {
                title: "Begin care",
                text: "We agree on tasks, days and hours. The plan can change as recovery goes on.",
              },
            ],
          },
          "Some people qualify for publicly funded home care through Ontario Health atHome ({atHome:phone}, no area code needed, or {atHome:web}). Private care can be paid directly, and some private insurance or other plans cover part of it, so ask your plan.",
        ],
      },
      {
        heading: "In an emergency",
        body: [
          {
            note: "Know the signs of a stroke: a face that droops, an arm that is weak, or speech that is slurred or jumbled. If you see any of these, call 911 right away, even if the signs go away.",
          },
        ],
      },
    ],
  },
  "senior-care": {
    title: "Senior Care",
    description:
      "Everyday help for older adults who want to stay at home: personal care, meals, medicine reminders, housekeeping and company, 24/7.",
    lead: "Senior care is help at home for older adults who want to keep living where they are comfortable. It suits someone who is managing but finding some things harder, and the family who worries about them. A personal support worker (PSW) helps with daily routines, keeps an eye on safety and offers friendly company. Senior care is available {fact:availability}.",
    sections: [
      {
        heading: "Signs it may be time for some help",
        body: [
          [
            "Meals are skipped, or the fridge holds old food",
            "Bathing or dressing has become hard or tiring",
            "There has been a fall, or a near fall",
            "Medicines are missed or mixed up",
            "The house is harder to keep up than before",
            "Your parent seems lonely, or goes out much less",
          ],
          "Seeing these signs does not mean someone has to leave home. A few hours of help a week can make daily life safer and easier.",
        ],
      },
      {
        heading: "What senior care includes",
        body: [
          [
            "Personal care: bathing, dressing, grooming and using the toilet",
            "Planning and cooking meals, and help with eating",
            "Medicine reminders",
            "Help moving around the home safely",
            "Light housekeeping and laundry",
            "Shopping, errands and going along to appointments",
            "Conversation, games, walks and hobbies",
          ],
          "We also offer [live-in companions](/services/senior-care-services/live-in-companions), [overnight assistance](/services/senior-care-services/overnight-assistance), [house cleaners](/services/senior-care-services/house-cleaners) and [driver companions](/services/senior-care-services/driver-companions). If you want one plan that brings several services together, ask about [Total Care](/services/senior-care-services/total-care).",
        ],
      },
      {
        heading: "What a visit or a shift looks like",
        body: [
          "Care can be a short visit, a longer shift, a night or round-the-clock help. A morning visit might include help getting up and showered, making breakfast, checking that medicines were taken and a quick tidy of the kitchen.",
          "Your caregiver follows a care plan that you and your family agree on. When needs change, the plan changes too. If a nurse is needed, for example for a wound or medicines, our [nursing team](/services/nursing) can visit.",
        ],
      },
      {
        heading: "How to start",
        body: [
          {
            steps: [
              {
                title: "Call or write to us",
                text: "Call the personal support line for your area: Toronto {phone:personalSupportToronto}, Peel {phone:personalSupportPeel} or York {phone:personalSupportYork}. Or [send us a message](/contact) and we will reply {fact:replyTime}.",
              },
              {
                title: "Talk it through",
                text: "We ask about routines, health, the home and what your parent enjoys. It helps to include your parent in the conversation.",
              },
              {
                title: "Start with what helps most",
                text: "Many families start with a few visits a week and add more later. You can change the plan at any time.",
              },
            ],
          },
        ],
      },
      {
        heading: "Paying for senior care",
        body: [
          "Some older adults qualify for publicly funded home care through Ontario Health atHome ({atHome:phone}, no area code needed, or {atHome:web}). Your doctor or hospital team can help you apply, or you can contact Ontario Health atHome yourself.",
          "Private care can be paid directly, on its own or on top of publicly funded hours. Some private insurance or other plans cover part of the cost, so ask your plan. Our care line, {phone:careLine}, answers 24 hours a day.",
          {
            note: "Our phone lines are not an emergency service. If someone has fallen and is hurt, is very unwell or is in danger, call 911.",
          },
        ],
      },
    ],
  },
  "alzheimer-and-dementia-care": {
    title: "Alzheimer's and Dementia Care",
    description:
      "Patient help at home for people living with Alzheimer's disease or another dementia, with day, overnight and respite care for their families.",
    lead: "Dementia is a word for changes in the brain that affect memory, thinking, mood and behaviour, and that get worse over time. Alzheimer's disease is the most common kind. Our dementia care helps people living with dementia stay safe and calm at home, and gives their families support and time to rest.",
    sections: [
      {
        heading: "Who dementia care is for",
        body: [
          [
            "People at any stage of dementia, from early memory loss to needing help with every part of the day",
            "People with dementia who live alone and need someone to check in, or reminders for meals and medicines",
            "Families who are the main caregivers and need help or a break",
          ],
        ],
      },
      {
        heading: "How our caregivers help",
        body: [
          "A personal support worker (PSW) or companion can help with:",
          [
            "Keeping a steady daily routine, which can ease confusion and worry",
            "Bathing, dressing and using the toilet, done gently and with patience",
            "Meals, snacks and drinks, with reminders to eat and drink",
            "Medicine reminders",
            "Activities the person enjoys, such as music, old photos, walks or simple chores",
            "Keeping the home safe and watching for wandering",
            "Calm support when the person is upset or confused, which often happens late in the day",
          ],
          "Familiar faces help. Where we can, we keep the same small group of caregivers with your family. If nursing care is needed, for example for medicines or a wound, our [nurses](/services/nursing) can visit.",
        ],
      },
      {
        heading: "Day, night and respite care",
        body: [
          "Help is available {fact:availability}. Some families book a few hours during the day. Others need help at night, when a person with dementia may be awake and restless. With [overnight assistance](/services/senior-care-services/overnight-assistance), someone is there so the family can sleep. For round-the-clock care, ask about [live-in companions](/services/senior-care-services/live-in-companions).",
          "Respite means a break for the family caregiver. Read more on our [family caregiver support](/services/personal-support/family-caregiver-support) page.",
        ],
      },
      {
        heading: "How to start",
        body: [
          {
            steps: [
              {
                title: "Call or write to us",
                text: "Call the personal support line for your area: Toronto {phone:personalSupportToronto}, Peel {phone:personalSupportPeel} or York {phone:personalSupportYork}. Or [send us a message](/contact).",
              },
              {
                title: "Tell us about the person",
                text: "Share their life story, routines, what upsets them and what calms them. These details help a caregiver connect.",
              },
              {
                title: "Start small if you like",
                text: "We agree on a plan and a schedule. Care can start with a few hours and grow as needs change.",
              },
            ],
          },
        ],
      },
      {
        heading: "Paying for care and whom to call",
        body: [
          "Some people qualify for publicly funded home care through Ontario Health atHome ({atHome:phone}, no area code needed, or {atHome:web}). Private care can be paid directly, on its own or on top of publicly funded hours. Some private insurance or other plans cover part of the cost, so ask your plan.",
          "For questions at any hour, our care line, {phone:careLine}, answers 24 hours a day.",
          {
            note: "If a person with dementia is missing, or there is a medical emergency, call 911 right away.",
          },
        ],
      },
    ],
  },
} satisfies AreaPagesInput<"personal-support">;
