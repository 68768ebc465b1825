import type { AreaPagesInput } from "../../schema.ts";

export const specializedServices = {
  index: {
    title: "Specialized Medical Services",
    description:
      "Help finding your way through health care, getting home safely from hospital, foot care clinics and flu shots at work or at home.",
    lead: "Some needs do not fit neatly into one service. Our specialized services help families find their way through the health care system, plan a safe return home from hospital, look after sore or hard-to-reach feet, and get flu shots at work or at home. They are for older adults, their families, and employers in Toronto, Peel and York.",
    sections: [
      {
        heading: "Our specialized services",
        body: [
          [
            "[Navigating health care](/services/specialized-services/navigating-health-care): help understanding the health care system, what care is available and whom to ask",
            "[Hospital to home transition](/services/specialized-services/hospital-to-home-transition): planning before discharge so the right help is ready on the first day home",
            "[Foot care clinics](/services/specialized-services/foot-care-clinics): nail and foot care from a foot care nurse, with no referral needed",
            "[Flu shots](/services/specialized-services/flu-shots): flu clinics in Toronto, Peel and York, at your workplace, or at home",
          ],
        ],
      },
      {
        heading: "Who these services are for",
        body: [
          "You might be a daughter whose father is about to leave hospital and you are not sure what happens next. You might be an older adult who can no longer reach your toes to cut your nails. Or you might run a business and want to keep your team healthy through flu season. In each case, we start by listening and then explain your choices in plain words. Discharge planners, nurses and doctors can also call us to arrange help for a patient.",
        ],
      },
      {
        heading: "How they fit with our other care",
        body: [
          "Specialized services often lead to, or work alongside, care at home. After a hospital stay, for example, you may need [nursing](/services/nursing) for a wound, a [personal support worker](/services/personal-support) (PSW) for bathing and dressing, or a [companion](/services/senior-care-services) for company. If you need several services, [Total Care](/services/senior-care-services/total-care) puts them together in one plan.",
          {
            note: "These services are not for emergencies. If someone is badly hurt or suddenly very ill, call 911.",
          },
        ],
      },
      {
        heading: "Costs",
        body: [
          "Our specialized services are paid for privately. Our rates:",
          [
            "A foot care visit: {cost:footCare}",
            "Help navigating health care, or planning the way home from hospital: {cost:careNavigation}",
          ],
          "In Ontario, the flu shot is free for most people at doctors' offices and many pharmacies. For a flu clinic at your workplace or a flu shot at home, ask us what it costs.",
          "For help navigating health care or coming home from hospital, the first visit, when we meet you and plan the help together, is {fact:assessmentVisit}.",
          "Some private health insurance and workplace benefit plans pay part of the cost of foot care from a nurse, so ask your plan and keep your receipt. Veterans Affairs Canada may help some veterans, and some of their survivors, pay for help at home.",
        ],
      },
      {
        heading: "Whom to call",
        body: [
          "Call the line closest to you, {hours:specializedToronto}:",
          [
            "Toronto: {phone:specializedToronto}",
            "Peel: {phone:specializedPeel}",
            "York: {phone:specializedYork}",
          ],
          "After those hours, call our care line, {phone:careLine}: it answers 24 hours a day. You can also [send us a message](/contact). Choose “{recipient:specialized}”, “{recipient:footCare}” or “{recipient:fluClinics}” as the recipient, and we will reply {fact:replyTime}.",
        ],
      },
    ],
  },
  "navigating-health-care": {
    title: "Navigating Health Care",
    description:
      "Help finding your way through Ontario's health care system: what care is available, whom to call, and how to get care at home.",
    lead: "The health care system can feel like a maze: hospitals, family doctors, specialists, home care, clinics and forms. Navigating health care means having someone help you find your way. We explain what kinds of care exist, who provides them and what the next step is, so you can make decisions with a clearer picture.",
    sections: [
      {
        heading: "Who it is for",
        body: [
          [
            "families caring for a parent whose health is changing",
            "older adults who have just had a new diagnosis and do not know where to turn",
            "people leaving hospital who are not sure what care they will get at home",
            "caregivers who live far away and need to arrange help from a distance",
          ],
        ],
      },
      {
        heading: "What we can help with",
        body: [
          "Every family's questions are different. We can help you:",
          [
            "understand the kinds of care at home, from [companions](/services/senior-care-services) to [personal support](/services/personal-support) and [nursing](/services/nursing)",
            "learn the difference between care that is publicly funded and care you pay for privately",
            "write down questions to bring to the doctor, and make sense of the next steps afterwards",
            "plan for a return home from hospital, or for a move to a [retirement home](/services/senior-care-services/free-retirement-home-transition-services)",
            "keep track of appointments, care providers and phone numbers in one place",
          ],
          "We do not replace your doctor or give medical advice. Your doctor, nurse practitioner or pharmacist stays in charge of medical decisions. What we do is help you ask the right questions and find the right door to knock on.",
        ],
      },
      {
        heading: "What a conversation with us looks like",
        body: [
          {
            steps: [
              {
                title: "Tell us the situation",
                text: "Call us or [send us a message](/contact). Tell us what has happened, what care is in place now and what worries you most.",
              },
              {
                title: "Understand the options",
                text: "We explain, in plain words, the kinds of help that could fit and who provides them.",
              },
              {
                title: "Plan the next step",
                text: "We agree on what to do first, whether that is a call to the doctor, care at home from us, or a question for the hospital team.",
              },
            ],
          },
        ],
      },
      {
        heading: "Whom to call",
        body: [
          "Call the specialized services line in your region: Toronto {phone:specializedToronto}, Peel {phone:specializedPeel} or York {phone:specializedYork}. Ask about cost when you call, because it depends on the help you need. If you already know you need several kinds of care, [Total Care](/services/senior-care-services/total-care) may be the simplest route.",
          {
            note: "If someone is in danger or very ill right now, do not wait: call 911.",
          },
        ],
      },
    ],
  },
  "hospital-to-home-transition": {
    title: "Hospital to Home Transition",
    description:
      "Plan a safe return home from hospital: care ready on day one, from nursing and personal support to a ride home and a clean house.",
    lead: "Coming home from hospital is a relief, but the first days can be hard. Hospital to home transition means planning before discharge, so the right help is ready when your loved one walks through the door. It is for anyone leaving hospital after surgery, a fall, a stroke or an illness, and for the family who will be helping them.",
    sections: [
      {
        heading: "Why the first days matter",
        body: [
          "After a hospital stay, many people are weaker than before. They may have new medicines, a wound to care for, or trouble with stairs. Sometimes families hear about the discharge date only a day or two ahead. Planning early helps your loved one recover at home more safely and gives the family time to breathe.",
        ],
      },
      {
        heading: "What we can arrange",
        body: [
          "Once we know the discharge plan, we can set up the help it calls for:",
          [
            "a [driver companion](/services/senior-care-services/driver-companions) for the ride home and for follow-up appointments",
            "[nursing](/services/nursing) for [wound care and recovery after surgery](/services/nursing/post-surgery-and-wound-care)",
            "a [personal support worker](/services/personal-support) (PSW) to help with bathing, dressing, meals and moving safely",
            "[overnight assistance](/services/senior-care-services/overnight-assistance) so someone is there for the first nights",
            "a [house cleaner](/services/senior-care-services/house-cleaners) to get the home ready before the return",
          ],
          "After a stroke, see our [stroke care](/services/personal-support/stroke-vision-values). For the family, our [family caregiver support](/services/personal-support/family-caregiver-support) can help with the change, too.",
        ],
      },
      {
        heading: "How to start",
        body: [
          {
            steps: [
              {
                title: "Call before discharge",
                text: "Call us as soon as you know a discharge is coming, even if the date is not set.",
              },
              {
                title: "Share the discharge plan",
                text: "Ask the hospital team for the discharge instructions and tell us what care they recommend.",
              },
              {
                title: "Get the home ready",
                text: "We plan the care with you and book the first visits so they start on the first day home.",
              },
              {
                title: "Adjust as recovery goes",
                text: "As your loved one gets stronger, we reduce or change the care with you.",
              },
            ],
          },
        ],
      },
      {
        heading: "Cost and whom to call",
        body: [
          "Some people leave hospital with publicly funded home care. Our services can add to that care or fill gaps, and they are usually paid for privately. The cost depends on the services and hours you choose, so ask us when you call. Call the specialized services line in your region: Toronto {phone:specializedToronto}, Peel {phone:specializedPeel} or York {phone:specializedYork}, or [send us a message](/contact).",
          {
            note: "If your loved one has chest pain, trouble breathing, or a sudden change after coming home, call 911.",
          },
        ],
      },
    ],
  },
  "foot-care-clinics": {
    title: "Foot Care Clinics",
    description:
      "Foot care clinics with a foot care nurse: nail trimming, corns and calluses, and foot checks. A fee applies and no referral is needed.",
    lead: "Healthy feet help you stay steady and keep walking. Our foot care clinics are run by foot care nurses, who trim nails, ease corns and calluses, and check your feet for problems. The service is for anyone who finds it hard to reach or care for their own feet. **You do not need a referral**, and a fee applies.",
    sections: [
      {
        heading: "Who it is for",
        body: [
          [
            "older adults who can no longer bend down or see their feet well",
            "people with thick, hard or ingrown nails",
            "people with diabetes or poor circulation, who are often told to take extra care of their feet",
            "anyone with corns or calluses that make walking uncomfortable",
          ],
        ],
      },
      {
        heading: "What happens at a visit",
        body: [
          "A foot care visit is calm and unhurried. The nurse will usually:",
          [
            "ask about your health, your medicines and any foot pain",
            "look at your feet, skin and nails",
            "trim and file your toenails",
            "gently reduce corns and calluses",
            "tell you what they noticed and when you may want to come back",
          ],
          "If the nurse sees something that needs a doctor, they will tell you and suggest you see your doctor. Wear shoes and socks that are easy to take off, and bring a list of your medicines.",
          {
            note: "A foot clinic is not for urgent problems. If you have an open sore that is getting worse, or a foot that is red, hot or swollen, call your doctor. In an emergency, call 911.",
          },
        ],
      },
      {
        heading: "Cost",
        body: [
          "A fee applies for foot care. To find out how much it is, ask when you call to book. Some private health insurance plans cover part of the cost of foot care from a nurse, so check with your plan and keep your receipt.",
        ],
      },
      {
        heading: "Where, when and how to book",
        body: [
          "No referral is needed: you can book for yourself or for a parent. To find out where and when the next clinic runs near you, and to book a visit, call the specialized services line for your region: Toronto {phone:specializedToronto}, Peel {phone:specializedPeel} or York {phone:specializedYork}. You can also [send us a message](/contact) and choose “{recipient:footCare}” as the recipient. We will reply {fact:replyTime}.",
          "If getting out is hard, a [driver companion](/services/senior-care-services/driver-companions) can bring you to the clinic and home again.",
        ],
      },
      {
        heading: "Nurses: work with us",
        body: [
          "Are you a nurse with foot care training? We hire foot care nurses. See our [careers page](/careers#openings).",
        ],
      },
    ],
  },
  "flu-shots": {
    title: "Flu Shots",
    description:
      "Flu shots at your workplace or at home, and flu clinics in Toronto, Peel and York. Protect your staff, your family and yourself.",
    lead: "The flu is more than a bad cold. Symptoms last 5 to 10 days, and a person can spread the flu to others for up to 7 days. About 1.5 million workdays are lost each year to the flu. We give flu shots at workplaces, at home for people who cannot easily get out, and at flu clinics in Toronto, Peel and York.",
    sections: [
      {
        heading: "Flu shots at your workplace",
        body: [
          "A flu clinic at work makes it easy for your team to get a flu shot without taking time off. We bring the nurses and the supplies. You provide a quiet space and help us set the schedule. Workplace clinics suit offices, factories, warehouses, schools, shops and community groups.",
          {
            steps: [
              {
                title: "Contact us",
                text: "Call the specialized services line in your region or [send us a message](/contact) and choose “{recipient:fluClinics}” as the recipient.",
              },
              {
                title: "Plan the clinic",
                text: "Tell us how many people you expect, where you are, and which days suit you.",
              },
              {
                title: "Tell your team",
                text: "Let staff know the date and time, so they can sign up and plan around it.",
              },
              {
                title: "Clinic day",
                text: "Our nurses give the shots, and your team gets back to work.",
              },
            ],
          },
        ],
      },
      {
        heading: "Flu shots at home",
        body: [
          "Some people cannot easily get to a pharmacy or clinic, for example after surgery, with limited mobility or while caring for someone. A nurse can come to the home to give the flu shot. Ask us about this when you call.",
        ],
      },
      {
        heading: "Flu clinics in Toronto, Peel and York",
        body: [
          "We also run our own flu clinics. You do not need a referral. To find out where and when the next clinic runs near you, and what it costs, call the specialized services line for your region: Toronto {phone:specializedToronto}, Peel {phone:specializedPeel} or York {phone:specializedYork}. You can also [send us a message](/contact) and choose “{recipient:fluClinics}” as the recipient.",
        ],
      },
      {
        heading: "How well the flu shot works",
        body: [
          "When the vaccine is a good match for the flu viruses going around, the flu shot can be {fact:fluShotEffectiveness} effective in healthy adults. How well it works changes from year to year and from person to person. Getting the shot also helps protect the people around you, including those more likely to get very sick.",
        ],
      },
      {
        heading: "Whom to call",
        body: [
          "Call the specialized services line in your region: Toronto {phone:specializedToronto}, Peel {phone:specializedPeel} or York {phone:specializedYork}. Ask about the cost when you call.",
          {
            note: "The flu can be serious for older adults, babies and people with long-term illness. If someone has trouble breathing, chest pain or is very drowsy, call 911.",
          },
        ],
      },
    ],
    faqs: [
      {
        question: "Can you come to our workplace?",
        answer: [
          "Yes. We run flu clinics at workplaces in Toronto, Peel and York. Call us or [send us a message](/contact) with your location, the number of people you expect and the days that suit you, and we will plan the clinic with you.",
        ],
      },
      {
        question: "Do I need a referral?",
        answer: ["No. You do not need a referral from a doctor to get a flu shot from us."],
      },
      {
        question: "Who should not get a flu shot?",
        answer: [
          "Most people can get a flu shot, but it is not right for everyone. If you had a serious allergic reaction to a flu shot before, or you are not sure whether it is safe for you, talk to your doctor or pharmacist before you get it.",
        ],
      },
      {
        question: "Does the flu shot give you the flu?",
        answer: [
          "No, the flu shot cannot give you the flu. Some people have a sore arm or feel a little tired for a day or so afterwards. If you have questions about side effects, ask the nurse at the clinic or your pharmacist.",
        ],
      },
      {
        question: "Do I need a flu shot every year?",
        answer: [
          "Yes. Flu viruses change from year to year, and the vaccine is updated each year to match. Last year's shot will not fully protect you this year.",
        ],
      },
      {
        question: "How much does it cost?",
        answer: [
          "In Ontario, the flu shot is free for most people at doctors' offices and many pharmacies. For one of our flu clinics, a workplace clinic or a visit at home, ask us about the cost when you call.",
        ],
      },
      {
        question: "How well does the flu shot work?",
        answer: [
          "In a year when the vaccine matches the viruses going around, it can be {fact:fluShotEffectiveness} effective in healthy adults. In other years it works less well. It still lowers your chance of getting sick and of passing the flu to others.",
        ],
      },
      {
        question: "Can someone get a flu shot at home?",
        answer: [
          "Yes, if getting out is hard. Call the specialized services line in your region, and a nurse can come to the home to give the shot.",
        ],
      },
    ],
  },
} satisfies AreaPagesInput<"specialized-services">;
