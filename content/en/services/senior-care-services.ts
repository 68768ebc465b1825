import type { AreaPagesInput } from "../../schema.ts";

export const seniorCareServices = {
  index: {
    title: "Companionship Services",
    description:
      "Friendly companions for visits, overnight stays and live-in care, plus help with cleaning, driving and choosing a retirement home.",
    lead: "A companion spends time with an older adult at home: talking, sharing a meal, going for a walk or out to an appointment. Our drop-in companions visit for a few hours at a time, on the days you choose. Companionship is for anyone who is lonely, a little unsteady, or simply better with someone nearby, and for families who cannot always be there.",
    sections: [
      {
        heading: "What a companion does on a visit",
        body: [
          "Every visit is planned around the person, not a checklist. A companion can:",
          [
            "talk, listen, play cards or do a puzzle together",
            "make a simple meal or snack and share it",
            "go for a walk, to the library, to a place of worship or to visit a friend",
            "give reminders, such as when to take medicine or drink water",
            "help with light tidying, laundry and putting away groceries",
            "go along to appointments and help remember what the doctor said",
          ],
          "Companions do not give medicine or do nursing tasks. If your loved one needs help with bathing, dressing or moving safely, our [personal support](/services/personal-support) workers can help. For wound care or other medical needs, see [nursing](/services/nursing).",
        ],
      },
      {
        heading: "Who it is for",
        body: [
          "Companionship suits an older adult who still lives at home but spends long hours alone, who has stopped going out, or who is a bit forgetful. It also gives a break to a daughter, son or partner who does most of the caring. That break is called **respite**: someone else steps in so the family caregiver can rest.",
        ],
      },
      {
        heading: "More ways we can help",
        body: [
          "Senior care is available {fact:availability}, including live-in options. Choose what fits:",
          [
            "[Live-in companions](/services/senior-care-services/live-in-companions): someone who stays in the home, for a few days or for the long term",
            "[Overnight assistance](/services/senior-care-services/overnight-assistance): a companion through the night",
            "[House cleaners](/services/senior-care-services/house-cleaners): regular cleaning so the home stays safe and comfortable",
            "[Driver companions](/services/senior-care-services/driver-companions): rides to appointments and errands, with company along the way",
            "[Retirement home transition](/services/senior-care-services/free-retirement-home-transition-services): free help finding and moving to a retirement home",
            "[Total Care](/services/senior-care-services/total-care): several services put together in one plan",
          ],
        ],
      },
      {
        heading: "How to start",
        body: [
          {
            steps: [
              {
                title: "Call or write",
                text: "Call our toll-free line at {phone:seniorCareTollFree} or [send us a message](/contact). Tell us about your loved one and what worries you.",
              },
              {
                title: "Plan the visits",
                text: "Together we choose the days, the times and what the companion will do.",
              },
              {
                title: "Meet your companion",
                text: "We match a companion to your loved one's needs and interests, and the visits begin.",
              },
            ],
          },
        ],
      },
      {
        heading: "Costs",
        body: [
          "Companion services are usually paid for privately, by the person or the family. Visits are billed by the hour, with a minimum length for each visit. Overnight assistance and live-in companions are billed by the night or by the day. Our rates:",
          [
            "A companion or a driver companion: {cost:companion}",
            "A house cleaner: {cost:houseCleaning}",
            "Overnight assistance: {cost:overnight}",
            "A live-in companion: {cost:liveIn}",
          ],
          "[Help finding a retirement home](/services/senior-care-services/free-retirement-home-transition-services) is free. The first visit, when we meet your loved one at home and plan the visits together, is {fact:assessmentVisit}.",
          "Some private health insurance and workplace benefit plans pay part of the cost of help at home, so ask your plan what it covers. Veterans Affairs Canada may help some veterans, and some of their survivors, pay for help at home, such as housekeeping.",
        ],
      },
      {
        heading: "Become a companion",
        body: [
          "Do you enjoy the company of older adults? We hire companions who are kind, patient and reliable. See our current openings and [apply](/careers#openings).",
        ],
      },
    ],
  },
  "live-in-companions": {
    title: "Live-In Companions",
    description:
      "A live-in companion stays in the home: one companion for 4 days or less, or two companions sharing the work for 24/7 care.",
    lead: "A live-in companion stays in your loved one's home, so there is someone there day and night. It is a way for an older adult to keep living at home when being alone is no longer safe, or while the family is away. Live-in care is part of our senior care, which is available {fact:availability}.",
    sections: [
      {
        heading: "Short-term or long-term",
        body: [
          [
            "**Short-term live-in:** one companion stays for 4 days or less. This works well when the family caregiver is travelling, unwell or needs a rest.",
            "**Long-term live-in:** two companions share the work, taking turns so that there is 24-hour, 7-day coverage. Each companion gets proper rest, and your loved one always has someone alert nearby.",
          ],
          "If you are not sure which one you need, call us and we will talk it through with you.",
        ],
      },
      {
        heading: "What a live-in companion does",
        body: [
          "The day follows your loved one's routine. A live-in companion can:",
          [
            "keep them company, at meals, on walks and in the evenings",
            "cook meals and help with shopping",
            "keep the home tidy and do the laundry",
            "give reminders for medicine, meals and appointments",
            "be there at night if they wake up, feel worried or need a steady arm",
            "call family, or call 911 in an emergency",
          ],
          "Because the companion lives in the home, we will talk with you about where they will sleep and take their breaks. If your loved one also needs help with bathing, dressing or moving safely, we can add [personal support](/services/personal-support). For nursing needs, see [nursing](/services/nursing).",
        ],
      },
      {
        heading: "Who it is for",
        body: [
          "Live-in care often helps people who are living with memory loss, who have had a fall, or who are coming home after a hospital stay. It also helps a spouse who is caring for a partner and cannot do it alone any more. If your loved one has dementia, see our [Alzheimer's and dementia care](/services/personal-support/alzheimer-and-dementia-care).",
        ],
      },
      {
        heading: "How to start and how it is paid",
        body: [
          "Call our toll-free line at {phone:seniorCareTollFree} or [send us a message](/contact). We will ask about your loved one's routine, health and home, and plan the right kind of live-in care. Live-in companions are usually paid for privately. The cost depends on whether you need short-term or long-term care, so ask us when you call.",
        ],
      },
      {
        heading: "Work as a live-in companion",
        body: [
          "Live-in work suits caring people who like a steady routine and getting to know one person well. See our openings and [apply](/careers#openings).",
        ],
      },
    ],
  },
  "overnight-assistance": {
    title: "Overnight Assistance",
    description:
      "A companion stays through the night so an older adult is not alone after dark, and family caregivers can finally get some sleep.",
    lead: "Nights can be the hardest time. With overnight assistance, a companion stays in the home through the night, so your loved one is not alone if they wake up, feel confused or need help getting to the bathroom. It gives the family a full night's sleep, too.",
    sections: [
      {
        heading: "Who it is for",
        body: [
          [
            "older adults who wake often, wander or feel frightened at night",
            "people at risk of falling on the way to the bathroom",
            "someone just home from hospital who should not be alone for the first nights",
            "family caregivers who are worn out from being up at night",
          ],
          "Night waking is common with memory loss. Our [Alzheimer's and dementia care](/services/personal-support/alzheimer-and-dementia-care) page explains more.",
        ],
      },
      {
        heading: "What happens during an overnight shift",
        body: [
          "The companion arrives in the evening and leaves in the morning, at times we agree on with you. During the shift, a companion can:",
          [
            "help your loved one settle for the night with a calm bedtime routine",
            "be there if they wake, and offer a drink, a chat or reassurance",
            "give a steady arm on the way to the bathroom and back",
            "check that doors are locked and the stove is off",
            "tell the family in the morning how the night went",
          ],
          "If your loved one needs help with personal care such as toileting or changing, tell us. We can plan [personal support](/services/personal-support) for the night instead.",
          {
            note: "Our companions are not a replacement for emergency help. If someone is badly hurt or suddenly very ill, call 911.",
          },
        ],
      },
      {
        heading: "A break for family caregivers",
        body: [
          "Many daughters, sons and partners sleep lightly for months, listening for a fall. Overnight assistance is a form of **respite**: a break for the person who does most of the caring. Learn more about [family caregiver support](/services/personal-support/family-caregiver-support).",
        ],
      },
      {
        heading: "How to start",
        body: [
          "Call our toll-free line at {phone:seniorCareTollFree} or [send us a message](/contact). Tell us which nights you need and what usually happens at night. Overnight assistance is usually paid for privately, and the cost depends on the number of nights and hours, so ask us when you call. If you need someone there around the clock, see [live-in companions](/services/senior-care-services/live-in-companions).",
        ],
      },
      {
        heading: "Work nights with us",
        body: [
          "Are you calm, steady and happy to work at night? We hire overnight companions. See our openings and [apply](/careers#openings).",
        ],
      },
    ],
  },
  "house-cleaners": {
    title: "House Cleaners",
    description:
      "Regular house cleaning for older adults at home in Ontario: kitchens, bathrooms, floors and laundry, so the home stays safe and comfortable.",
    lead: "Keeping a home clean gets harder with age, sore joints or after an illness. Our house cleaners do the cleaning that has become too much, so your loved one can keep living in a home that is safe, fresh and comfortable.",
    sections: [
      {
        heading: "What a cleaning visit includes",
        body: [
          "You tell us what matters most, and the cleaner starts there. A visit can include:",
          [
            "cleaning the kitchen: counters, sink, stovetop and the outside of appliances",
            "cleaning the bathroom: toilet, tub or shower, sink and mirror",
            "vacuuming, sweeping and washing floors",
            "dusting and tidying living areas",
            "doing laundry and changing bed sheets",
            "taking out garbage, recycling and green bin",
          ],
          "If you need something bigger, such as a deep clean before a move, tell us when you call and we will see what we can arrange.",
        ],
      },
      {
        heading: "Why it matters for safety",
        body: [
          "A clean home is not only about looks. Clutter on the floor and spills in the kitchen can lead to falls. Dust and mould can make breathing harder. A clean fridge means less chance of eating spoiled food. Regular cleaning also means someone is in the home on a set day. If the cleaner notices something worrying, such as a new tripping hazard, they can let you know.",
        ],
      },
      {
        heading: "Who it is for",
        body: [
          [
            "older adults who live on their own and want to stay there",
            "people recovering from surgery or an illness who cannot bend, lift or reach",
            "couples where one partner is caring for the other",
            "families getting a parent's home ready for a return from hospital",
          ],
          "House cleaning can be combined with a [companion](/services/senior-care-services) or [personal support](/services/personal-support), or be part of a [Total Care](/services/senior-care-services/total-care) plan.",
        ],
      },
      {
        heading: "How to start",
        body: [
          {
            steps: [
              {
                title: "Call or write",
                text: "Call our toll-free line at {phone:seniorCareTollFree} or [send us a message](/contact).",
              },
              {
                title: "Tell us about the home",
                text: "Let us know the size of the home, how often you want cleaning and what needs the most attention.",
              },
              {
                title: "Set a schedule",
                text: "We agree on the day and time, and the cleaner comes on the same schedule each time.",
              },
            ],
          },
          "House cleaning is paid for privately. The cost depends on how often the cleaner comes and for how long, so ask us when you call.",
        ],
      },
    ],
  },
  "driver-companions": {
    title: "Driver Companions",
    description:
      "A driver companion takes older adults to appointments, shopping and visits, and stays with them along the way, from door to door.",
    lead: "A driver companion is more than a ride. They take your loved one to the doctor, the pharmacy, the grocery store or a visit with friends, and they stay with them, from the front door there to the front door back home. It suits older adults who no longer drive, or who should not go out alone.",
    sections: [
      {
        heading: "Where a driver companion can take you",
        body: [
          [
            "medical, dental and eye appointments, and tests at a clinic or hospital",
            "the pharmacy, the bank and the post office",
            "grocery shopping and other errands",
            "hair appointments, a place of worship, a seniors' centre or a family visit",
          ],
        ],
      },
      {
        heading: "What the trip includes",
        body: [
          "The companion does not just drop your loved one off at the curb. They can:",
          [
            "help them get ready, lock up and get into the car",
            "walk with them into the building and wait with them",
            "go into the appointment, if your loved one wants, and write down what the doctor says",
            "help carry bags and put groceries away at home",
            "let the family know how the outing went",
          ],
          "If your loved one uses a walker or a wheelchair, tell us when you call so we can plan the trip around it. When you call, we will also talk about the trips you need and how the driving will work.",
        ],
      },
      {
        heading: "Who it is for",
        body: [
          "Driver companions help older adults who have stopped driving, who get tired or confused in busy places, or who are getting over an illness or surgery. They also help families who cannot take time off work for every appointment. For the first trip home after a hospital stay, see [hospital to home transition](/services/specialized-services/hospital-to-home-transition).",
        ],
      },
      {
        heading: "How to book",
        body: [
          "Call our toll-free line at {phone:seniorCareTollFree} or [send us a message](/contact). Tell us where your loved one needs to go, when, and whether they need help walking. Booking early helps, especially for regular appointments. Driver companions are paid for privately, and the cost depends on the length of the trip and the time spent waiting, so ask us when you call.",
        ],
      },
      {
        heading: "Drive with us",
        body: [
          "Do you like driving and enjoy helping people? We hire driver companions. See our openings and [apply](/careers#openings).",
        ],
      },
    ],
  },
  "retirement-home-transition": {
    title: "Free Retirement Home Transition Services",
    menuLabel: "Retirement Home Transition",
    description:
      "Free help finding the right retirement home: we learn what matters, narrow the list, arrange visits and help with the move.",
    lead: "Choosing a retirement home is a big decision, and it takes time. Families spend an average of {fact:retirementSearchHours} searching for a retirement home. Our retirement home transition advisors do much of that work with you, and **our help with the search is free**. This service is for older adults thinking about a move and for the families helping them.",
    sections: [
      {
        heading: "How we help, in four steps",
        body: [
          {
            steps: [
              {
                title: "Discover",
                text: "We talk with you and your family about what matters: location, budget, health needs, meals, activities, pets and the people you want to stay close to.",
              },
              {
                title: "Tailor",
                text: "We look at retirement homes that fit those needs and give you a short list, so you do not have to sort through dozens of websites.",
              },
              {
                title: "Experience",
                text: "We help you arrange tours, so you can see the rooms, taste the food, meet staff and ask your own questions.",
              },
              {
                title: "Move in",
                text: "When you have chosen a home, we help you plan the move and the first weeks, so the change feels less overwhelming.",
              },
            ],
          },
        ],
      },
      {
        heading: "Who it is for",
        body: [
          "This service is for older adults who find living alone harder, who want more company, or who no longer want to look after a house. It is also for families who live far away, work full time, or do not know where to begin. You can call us early, even if a move is months or years away.",
        ],
      },
      {
        heading: "Questions to ask on a tour",
        body: [
          "Bring a notebook. These questions help you compare homes fairly:",
          [
            "What does the monthly fee include, and what costs extra?",
            "Is there a nurse or a personal support worker on site, and at what hours?",
            "What happens if my care needs grow?",
            "Can I bring my own furniture, or my pet?",
            "What are the meals like, and can I see this week's menu?",
            "What activities and outings are there, and how many residents take part?",
          ],
        ],
      },
      {
        heading: "Extra help for moving day",
        body: [
          "Moving is tiring at any age. If you want more hands, our [house cleaners](/services/senior-care-services/house-cleaners) can help get the old home ready, a [driver companion](/services/senior-care-services/driver-companions) can take your loved one to tours, and a [companion](/services/senior-care-services) can keep them company during the move. These other services are not free, so ask us about the cost before you decide.",
        ],
      },
      {
        heading: "How to start",
        body: [
          "Call our Retirement Home Transition Services line at {phone:retirementHomeTransition} or [send us a message](/contact). Tell us a little about your loved one and the area you are looking in.",
        ],
      },
    ],
    faqs: [
      {
        question: "Is it really free?",
        answer: [
          "Yes. You and your family do not pay us for help finding and choosing a retirement home. If you decide to use another of our services, such as cleaning or a driver companion for moving day, that service has a cost. Ask us about it first; you pay only for the services you choose.",
        ],
      },
      {
        question: "Who pays you, then?",
        answer: [
          "Retirement homes pay us, not you. When we refer a new resident to a retirement home, the home pays us a referral fee. You and your family do not pay for the search.",
          "Our advice does not depend on that fee. We suggest homes because they fit your needs, budget and wishes. You can choose any home, including one we did not suggest. If you have questions about the fee, ask us when you call.",
          "You can also check any retirement home yourself. The Retirement Homes Regulatory Authority (RHRA) licenses and inspects retirement homes in Ontario. Its public register, on its website at [rhra.ca](https://www.rhra.ca/), shows whether a home is licensed and what its inspections found.",
        ],
      },
      {
        question: "Do we have to choose a home you suggest?",
        answer: [
          "No. The decision is always yours and your family's. You can visit homes we did not suggest, take as long as you need, or decide not to move at all.",
        ],
      },
      {
        question: "What is the difference between a retirement home and a long-term care home?",
        answer: [
          "A retirement home is a private residence for older adults who are mostly independent. You pay the rent and choose the services you want, such as meals and housekeeping. A long-term care home is for people who need nursing care and help around the clock. In Ontario, long-term care is publicly funded, and you apply through Ontario Health atHome ({atHome:phone}, no area code needed, or {atHome:web}) rather than choosing a home directly. Our free search help is for retirement homes.",
        ],
      },
      {
        question: "How long does the search take?",
        answer: [
          "It depends on how soon you need to move and how many homes you want to see. Families spend an average of {fact:retirementSearchHours} searching on their own. With an advisor doing much of the research, you can spend more of your time on visits and decisions.",
        ],
      },
      {
        question: "My parent is not sure about moving. Can you still help?",
        answer: [
          "Yes. Many people feel unsure at first. We can start with a conversation and a visit or two, with no pressure. If your parent would rather stay at home for now, [companions](/services/senior-care-services) or [live-in care](/services/senior-care-services/live-in-companions) may help.",
        ],
      },
      {
        question: "Whom do I call?",
        answer: [
          "Call our Retirement Home Transition Services line at {phone:retirementHomeTransition}, or [send us a message](/contact) and we will reply {fact:replyTime}.",
        ],
      },
    ],
  },
  "total-care": {
    title: "Total Care",
    description:
      "Total Care puts companions, personal support, nursing, cleaning and rides into one plan, with one team to call. Costs vary by service.",
    lead: "Total Care brings several of our services together in one plan for one person. Instead of calling different agencies for a companion, a personal support worker, a nurse and a cleaner, you have one care coordinator who plans it all, and one person to call. It is for older adults whose needs are growing, and for families who are trying to hold everything together.",
    sections: [
      {
        heading: "What Total Care can include",
        body: [
          "Each plan is different. It can combine any of these:",
          [
            "[Companions](/services/senior-care-services) for visits, outings and conversation",
            "[Personal support](/services/personal-support): help from a personal support worker (PSW) with bathing, dressing, meals and moving safely",
            "[Nursing](/services/nursing), such as [wound care and recovery after surgery](/services/nursing/post-surgery-and-wound-care)",
            "[Overnight assistance](/services/senior-care-services/overnight-assistance) or [live-in companions](/services/senior-care-services/live-in-companions)",
            "[House cleaners](/services/senior-care-services/house-cleaners) and [driver companions](/services/senior-care-services/driver-companions)",
            "[Specialized services](/services/specialized-services), such as help getting [home from hospital](/services/specialized-services/hospital-to-home-transition) or [finding your way through health care](/services/specialized-services/navigating-health-care)",
          ],
          "Senior care, personal support and nursing are available {fact:availability}. You can read more about what Total Care means to us on [our Total Care page](/about/total-care).",
        ],
      },
      {
        heading: "Who it is for",
        body: [
          "Total Care suits a person who needs more than one kind of help: for example, someone living with dementia who needs a companion by day, a PSW in the morning and someone there at night. It also suits families who want one plan and one coordinator instead of many providers to juggle.",
        ],
      },
      {
        heading: "How it works",
        body: [
          {
            steps: [
              {
                title: "Tell us what is happening",
                text: "Call our Senior Care Services toll-free line at {phone:seniorCareTollFree} or [send us a message](/contact). Tell us what a normal day looks like and what worries you most.",
              },
              {
                title: "Build the plan",
                text: "Your care coordinator works with you to choose the services, the days and the hours, and explains what each part costs and any minimum hours.",
              },
              {
                title: "Start care",
                text: "Care begins. You have one coordinator to call with questions or changes.",
              },
              {
                title: "Adjust as needs change",
                text: "Needs change over time. Tell your coordinator, and the plan changes with you.",
              },
            ],
          },
        ],
      },
      {
        heading: "What it costs",
        body: [
          "Costs vary with the services you choose and how many hours you need. Some services have minimum hours per visit or shift. Your coordinator will go over the costs with you before care starts.",
          "Each service in your plan is billed at its own rate. See the rates for [personal support](/services/personal-support#costs), [nursing](/services/nursing#costs), [companions, overnight and live-in care](/services/senior-care-services#costs) and [specialized services](/services/specialized-services#costs).",
        ],
      },
    ],
    faqs: [
      {
        question: "How much does Total Care cost?",
        answer: [
          "It depends on the services you choose and how many hours you need, so there is no single price. Call our Senior Care Services toll-free line at {phone:seniorCareTollFree} and we will explain the cost of the plan you have in mind.",
        ],
      },
      {
        question: "Are there minimum hours?",
        answer: [
          "Some services have minimum hours, for example a minimum length for a visit or a shift. We will tell you the minimum for each service when we plan your care together.",
        ],
      },
      {
        question: "Is any of it covered by the government or by insurance?",
        answer: [
          "Some people get publicly funded home care hours in Ontario, and private services like ours can add to those hours. Some private health insurance plans cover part of the cost of home care. Check with your plan, and ask your doctor or hospital discharge planner whether you may qualify for publicly funded care.",
        ],
      },
      {
        question: "Can we change the plan later?",
        answer: [
          "Yes. Needs change, after a fall, a hospital stay or as memory loss progresses. Call us and we will add, reduce or change services with you.",
        ],
      },
      {
        question: "Can Total Care start right after a hospital stay?",
        answer: [
          "Yes, and it helps to call before the discharge date so care is ready on the first day home. See [hospital to home transition](/services/specialized-services/hospital-to-home-transition) for how to plan.",
        ],
      },
      {
        question: "Can a family member stay involved?",
        answer: [
          "Yes. Many families do some of the care themselves and use Total Care for the rest, such as nights, bathing or rides. We plan around what your family wants to keep doing.",
        ],
      },
      {
        question: "Whom do I call?",
        answer: [
          "To start Total Care, or to ask what it costs, call our Senior Care Services toll-free line at {phone:seniorCareTollFree}. Once care has started, call your care coordinator with questions or changes.",
          "To reach someone at any hour, day or night, call our care line at {phone:careLine}. You can also [send us a message](/contact) and we will reply {fact:replyTime}. If someone is in danger or very ill, call 911.",
        ],
      },
    ],
  },
} satisfies AreaPagesInput<"senior-care-services">;
