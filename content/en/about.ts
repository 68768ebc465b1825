import type { AboutPagesInput } from "../schema.ts";

export const about = {
  index: {
    title: "About Us",
    description:
      "Grand Care Health Services brings nursing, personal support and senior care to homes in Toronto, Peel and York, 24 hours a day.",
    lead: "{site:name} is a home and community health care provider in Ontario. Our nurses, personal support workers and companions have given {fact:hoursOfCare} in people's own homes, so they can stay where they feel most comfortable.",
    sections: [
      {
        heading: "What we do",
        body: [
          "We bring care to you, at home. We offer four kinds of service:",
          [
            "[Personal support](/services/personal-support): a personal support worker (PSW) helps with bathing, dressing, meals and daily routines, and gives family caregivers a break.",
            "[Nursing](/services/nursing): nurses visit your home for care after surgery, wound care, and comfort care during advanced illness.",
            "[Senior care services](/services/senior-care-services): companions who drop in, stay overnight or live in, plus house cleaners, driver companions and free help choosing a retirement home.",
            "[Specialized services](/services/specialized-services): help finding your way through the health care system, getting home from hospital, foot care clinics and flu shots.",
          ],
          "Nursing, personal support and senior care are available {fact:availability}.",
        ],
      },
      {
        heading: "Who we serve",
        body: [
          "We serve people in Toronto, Peel Region and York Region. Many of our clients are older adults who want to keep living at home. Others are coming home from hospital, living with a long-term illness or disability, or nearing the end of life.",
          "We also support the people around them: the daughters, sons, partners and friends who help every day, and the nurses, doctors and discharge planners who refer clients to us.",
        ],
      },
      {
        heading: "How we work",
        body: [
          "Good care at home depends on a few simple things, and we build everything around them:",
          [
            "**One person to call.** With [Total Care](/about/total-care), one coordinator plans all of your services, so you do not have to manage many providers.",
            "**You decide.** Your care is planned with you, around your goals and routines. Read about our [client-centred care](/about/client-centred-care).",
            "**Safety on every visit.** Our caregivers follow clear safety practices, and we ask for your help too. See [patient safety](/about/patient-safety).",
          ],
        ],
      },
      {
        heading: "Learn more about us",
        body: [
          [
            "[A message from our CEO](/about/message-from-ceo)",
            "[Our mission, vision and values](/about/mission-vision-values)",
            "[Work with us](/careers): see our [current openings](/careers#openings)",
          ],
        ],
      },
      {
        heading: "Talk to us",
        body: [
          "Call our care line at {phone:careLine}, any time of day or night. Or [send us a message](/contact) and we will reply {fact:replyTime}.",
        ],
      },
    ],
  },
  "message-from-ceo": {
    title: "Message from the CEO",
    description:
      "A message from the CEO of Grand Care Health Services about why we care for people at home and what you can expect from us.",
    lead: "Thank you for visiting. Whether you are looking for care for yourself, for someone you love or for a patient, I am glad you found us.",
    sections: [
      {
        heading: "Why we do this work",
        body: [
          "Most people want to stay at home as they grow older or heal from an illness. Home is where your routines, your memories and your neighbours are. Our job is to make that possible, safely and with respect.",
          "Over the years, our team has given {fact:hoursOfCare}. Each of those hours was spent with one person, in one home. We never forget that.",
        ],
      },
      {
        heading: "What you can expect from us",
        body: [
          [
            "We listen first. Your care starts with what matters to you.",
            "We speak plainly, and we are honest about what we can and cannot do.",
            "We put safety first, for you and for the people who care for you.",
            "We answer the phone, day or night, at {phone:careLine}.",
            "We keep learning, and we change when you tell us something is not working.",
          ],
          "Whether you need a few hours of help each week or care around the clock, you can count on [nursing](/services/nursing), [personal support](/services/personal-support), [senior care](/services/senior-care-services) and [specialized services](/services/specialized-services) that fit together. Our [Total Care](/about/total-care) approach gives you one coordinator for all of it.",
        ],
      },
      {
        heading: "Our caregivers",
        body: [
          "Our personal support workers, nurses and companions are the heart of this organization. They come to work in all kinds of weather, on holidays and in the middle of the night. We give them training, support and a coordinator they can always call, because caregivers who feel cared for give better care.",
          "If you would like to join them, please look at our [current openings](/careers#openings).",
        ],
      },
      {
        heading: "Please tell us how we are doing",
        body: [
          "If something is going well, we would love to hear it. If something is not right, please tell us as soon as you can. Every comment helps us improve. Call {phone:careLine} or [send us a message](/contact).",
          "With thanks and warm regards,",
          "**Chief Executive Officer**, {site:name}",
        ],
      },
    ],
  },
  "mission-vision-values": {
    title: "Mission, Vision and Values",
    description:
      "Our mission, our vision and the values that guide every visit: respect, compassion, safety, honesty, teamwork and learning.",
    lead: "Our mission, vision and values guide every visit, every phone call and every decision we make. Here they are in plain words.",
    sections: [
      {
        heading: "Our mission",
        body: [
          "To help people live safely, comfortably and with dignity in their own homes, by giving skilled and caring support to them and to the families who love them.",
        ],
      },
      {
        heading: "Our vision",
        body: [
          "A community where everyone who needs care can get it at home, from people they trust, for as long as home is the right place for them.",
        ],
      },
      {
        heading: "Our values",
        body: [
          [
            "**Respect.** We treat every person as an individual, and we honour their choices, culture, beliefs and home.",
            "**Compassion.** We are kind and patient, especially on hard days.",
            "**Safety.** We protect the health and safety of our clients, their families and our caregivers.",
            "**Honesty.** We tell the truth, explain things clearly and keep our promises.",
            "**Teamwork.** We work closely with clients, families, doctors, hospitals and each other.",
            "**Learning.** We keep improving our skills and our services, and we listen to feedback.",
          ],
        ],
      },
      {
        heading: "What this means for you",
        body: [
          "Our values are not just words on a wall. Here is how they show up in your care:",
          [
            "When you call our care line at {phone:careLine}, a person answers, day or night.",
            "Your care plan is built around your goals, and you can change it when your needs change.",
            "Your caregiver knows your routines and respects your home.",
            "You can raise a concern at any time, and it will never count against you.",
          ],
          "Read more about [client-centred care](/about/client-centred-care) and [patient safety](/about/patient-safety), or explore our services: [personal support](/services/personal-support), [nursing](/services/nursing), [senior care services](/services/senior-care-services) and [specialized services](/services/specialized-services).",
        ],
      },
    ],
  },
  "total-care": {
    title: "Total Care",
    description:
      "Total Care puts all the help a person needs at home into one plan, with one coordinator to arrange it and one person to call.",
    lead: "Total Care brings all the help a person needs at home into one plan, arranged by one coordinator. You have one person to call, instead of many.",
    sections: [
      {
        heading: "Why one coordinator matters",
        body: [
          "When someone needs more help at home, families often juggle many providers: a nurse one day, a personal support worker the next, someone else for cleaning or rides. Schedules clash, and nobody sees the whole picture.",
          "With Total Care, one care coordinator gets to know the person and the family, plans all the services together and keeps everyone up to date. If something changes, you tell one person, and they adjust the plan.",
        ],
      },
      {
        heading: "What Total Care can include",
        body: [
          [
            "[Nursing](/services/nursing), such as wound care, care after surgery and comfort care.",
            "[Personal support](/services/personal-support) from a personal support worker (PSW): bathing, dressing, meals and daily routines.",
            "[Companions](/services/senior-care-services) who drop in, stay overnight or live in, plus house cleaning and driver companions.",
            "[Specialized services](/services/specialized-services), such as help getting home from hospital and finding your way through the health care system.",
          ],
          "You choose only what you need. Many people start with a little help and add more over time.",
        ],
      },
      {
        heading: "How it works",
        body: [
          {
            steps: [
              {
                title: "Talk to us",
                text: "Call our Senior Care Services toll-free line at {phone:seniorCareTollFree} or [send us a message](/contact). Tell us about the person who needs care and what is worrying you.",
              },
              {
                title: "Meet your coordinator",
                text: "Your coordinator talks with you and your family about needs, routines and goals.",
              },
              {
                title: "Get one plan",
                text: "Your coordinator puts together one plan with all the services you want, and arranges the caregivers.",
              },
              {
                title: "Adjust as needs change",
                text: "Your coordinator stays in touch and changes the plan when your needs change.",
              },
            ],
          },
        ],
      },
      {
        heading: "What it costs",
        body: [
          "Costs depend on which services are in your plan and how often you need them. Some services have a minimum number of hours per visit. Your coordinator will go over the costs with you before care begins.",
        ],
      },
      {
        heading: "Learn more",
        body: [
          "Read more, including answers to common questions, on our [Total Care service page](/services/senior-care-services/total-care). To reach someone at any hour, day or night, call our care line at {phone:careLine}.",
        ],
      },
    ],
  },
  "client-centred-care": {
    title: "Client-Centred Care",
    description:
      "How we put you at the centre of your care: our declaration of values, your rights as a patient, our survey and our advisory council.",
    lead: "Client-centred care means you are at the centre of every decision about your care. We plan with you, not just for you, and we respect your choices, your culture and your home. Open each section below to read more.",
    sections: [
      {
        heading: "Client Declaration of Values",
        collapsible: true,
        body: [
          "This declaration describes how everyone at {site:shortName} will treat you and your family:",
          [
            "We will treat you with dignity, kindness and respect.",
            "We will listen to you and take your wishes seriously.",
            "We will respect your home, your routines, your culture and your beliefs.",
            "We will explain things in plain words and check that they make sense to you.",
            "We will include your family and friends in your care as much as you want, and no more.",
            "We will keep your personal information private.",
          ],
        ],
      },
      {
        heading: "Patient Bill of Rights",
        collapsible: true,
        body: [
          "As a client of {site:shortName}, you have the right to:",
          [
            "Be treated with courtesy and respect, and be free from abuse of any kind.",
            "Have your dignity, privacy and independence respected.",
            "Be told about your care in a way you can understand, and take part in every decision about it.",
            "Agree to or refuse any care or service.",
            "Know the name and role of each caregiver who visits you.",
            "Have your personal and health information kept confidential, and see your own records.",
            "Raise a concern or make a complaint without fear that it will affect your care.",
          ],
        ],
      },
      {
        heading: "Patient Experience",
        collapsible: true,
        body: [
          "We want to know how your care is going. We send a short patient satisfaction survey to our clients and families {fact:satisfactionSurvey}. We read every answer and use what you tell us to improve.",
          "You do not have to wait for a survey. You can share a compliment, an idea or a concern at any time. Call {phone:careLine} or [send us a message](/contact). Raising a concern will never affect your care.",
        ],
      },
      {
        heading: "Patient and Family Advisory Council",
        collapsible: true,
        body: [
          "Our Patient and Family Advisory Council is a group of clients, family members and caregivers who help us see our work through their eyes. Members share their experiences and give advice on things like new programs, the information we give to clients, and ways to make care safer.",
          "You do not need any special experience to join, just a willingness to share your story and listen to others. If you are interested, [send us a message](/contact) or call {phone:careLine}.",
        ],
      },
    ],
  },
  "patient-safety": {
    title: "Patient Safety",
    description:
      "How we keep visits safe: our no-smoking rule, clean hands, preventing falls, medication safety and how to raise a safety concern.",
    lead: "Your safety, and the safety of our caregivers, comes first on every visit. Safety works best when we work on it together: you, your family and our team.",
    sections: [
      {
        heading: "A smoke-free visit",
        body: [
          "We ask everyone in the home to follow one rule: {fact:smokingRule}. We know this can be hard, and we are grateful for your help. Here is why it matters:",
          [
            "**Oxygen and fire.** Some of our clients use oxygen at home. Oxygen makes fire start more easily and burn hotter and faster. A lit cigarette or a spark near oxygen can cause a serious fire.",
            "**Your caregiver's health.** Smoke stays in the air long after a cigarette is put out. Our caregivers visit many homes, and breathing second-hand smoke again and again harms their health.",
          ],
          "We are not here to judge. If this rule is hard for you, talk to your coordinator and we will plan visit times that work.",
        ],
      },
      {
        heading: "Clean hands",
        body: [
          'Clean hands are one of the best ways to stop germs from spreading. Our caregivers clean their hands when they arrive, before and after giving care, and before they leave. You can always ask, "Did you clean your hands?" A good caregiver will thank you for asking.',
          "If anyone in the home is sick, for example with a cough or fever, please let us know before the visit.",
        ],
      },
      {
        heading: "Preventing falls",
        body: [
          [
            "Keep paths clear and remove loose rugs and cords.",
            "Use good lighting, including night lights on the way to the bathroom.",
            "Wear shoes or slippers that fit well and do not slip.",
            "Tell us about any fall or near-fall, even if no one was hurt.",
          ],
        ],
      },
      {
        heading: "Medication safety",
        body: [
          [
            "Keep an up-to-date list of all your medicines, including vitamins and medicines you buy without a prescription.",
            "Show the list to your caregivers, your doctor and your pharmacist.",
            "Do not stop or change a medicine without talking to your doctor or pharmacist.",
            "After a hospital stay, tell us about any medicines that were started, stopped or changed.",
          ],
        ],
      },
      {
        heading: "How to raise a concern",
        body: [
          {
            steps: [
              {
                title: "Tell your caregiver or coordinator",
                text: "Many concerns can be fixed right away.",
              },
              {
                title: "Call us",
                text: "Our care line, {phone:careLine}, is answered 24 hours a day.",
              },
              {
                title: "Or write to us",
                text: "[Send us a message](/contact) and choose the subject for a concern.",
              },
            ],
          },
          "We will listen, look into it and tell you what we are doing about it. Raising a concern will never affect your care.",
          { note: "If someone is in danger or needs urgent medical help, call 911." },
        ],
      },
    ],
  },
} satisfies AboutPagesInput;
