import type { AreaPagesInput } from "../../schema.ts";

export const nursing = {
  index: {
    title: "Nursing Services",
    description:
      "Nurses visit your home for wound care, recovery after surgery, medicines and comfort care for serious illness, 24/7 in Toronto, Peel and York.",
    lead: "Home nursing brings a nurse to your home, so you can get skilled care without a trip to a clinic or hospital. It is for people recovering from surgery or illness, people with wounds that need care, people living with long-term health conditions, and people with a serious illness who want to be cared for at home. Nursing care is available {fact:availability}.",
    sections: [
      {
        heading: "What our nurses do",
        body: [
          [
            "Care after surgery, including checking and dressing wounds",
            "Care for slow-healing wounds, such as pressure injuries (bed sores) and leg ulcers",
            "Giving medicines and helping you manage them, as your doctor or nurse practitioner has ordered",
            "Checking health signs, such as blood pressure, and noticing changes early",
            "Comfort care for serious illness, including help with pain and other symptoms",
            "Teaching you and your family how to manage care between visits",
          ],
          "Our nurses follow the orders of your doctor or nurse practitioner and work with the rest of your health care team. Read more about [post-surgery and wound care](/services/nursing/post-surgery-and-wound-care) and [advanced illness and palliative care](/services/nursing/advanced-illness-and-palliative).",
        ],
      },
      {
        heading: "What a nursing visit looks like",
        body: [
          "Many nursing visits are short and planned for a set task, such as changing a dressing. Others are longer shifts, during the day or overnight, for people who need closer care.",
          "At each visit, the nurse checks how you are doing, gives the care in your plan, answers your questions and writes notes so the next visit picks up where this one ended. If you also need help with bathing, dressing or meals, a [personal support worker (PSW)](/services/personal-support) can visit too.",
        ],
      },
      {
        heading: "How to start",
        body: [
          {
            steps: [
              {
                title: "Call or write to us",
                text: "Call the nursing line for your area, or [send us a message](/contact). We reply to messages {fact:replyTime}.",
              },
              {
                title: "Have your instructions ready",
                text: "If your doctor or hospital gave you care instructions or a referral, keep them close. Tell us about your health, your home and what you need.",
              },
              {
                title: "Plan the visits",
                text: "We agree on the care you need, and on the days and times of visits.",
              },
              {
                title: "Care begins",
                text: "Your nurse arrives at the agreed time. The plan changes as your needs change.",
              },
            ],
          },
          "Doctors, nurse practitioners and hospital discharge planners can call the same lines to arrange care for a patient. To keep everyone safe, we ask for {fact:smokingRule}.",
        ],
      },
      {
        heading: "Costs",
        body: [
          "Some people qualify for publicly funded nursing at home through Ontario Health atHome, the province's home care organization ({atHome:phone}, no area code needed, or {atHome:web}). Your doctor, your hospital team or Ontario Health atHome can tell you whether you qualify.",
          "You can also pay for private nursing, on its own or to add to publicly funded care. It is billed by the hour, for short visits and for longer shifts by day or overnight: {cost:nursing}. The rate depends on whether you need a registered practical nurse (RPN) or a registered nurse (RN).",
          "The first visit, when a nurse meets you at home and plans the care with you, is {fact:assessmentVisit}. Before care starts, we tell you what your plan will cost.",
          "Some private health insurance and workplace benefit plans pay part of the cost of care at home, so ask your plan what it covers. Veterans Affairs Canada may help some veterans, and some of their survivors, pay for help at home. Keep your receipts: some costs of care at home may count toward the medical expense tax credit on your income tax return.",
        ],
      },
      {
        heading: "Whom to call",
        body: [
          "Call the nursing line for the area where the person needing care lives, {hours:nursingToronto}: Toronto {phone:nursingToronto}, Peel {phone:nursingPeel} or York {phone:nursingYork}. After those hours, call our care line, {phone:careLine}: it answers 24 hours a day. You can also e-mail {email:info}.",
          {
            note: "Our phone lines are not an emergency service. If someone has chest pain, trouble breathing, heavy bleeding or is in danger, call 911.",
          },
        ],
      },
    ],
  },
  "post-surgery-and-wound-care": {
    title: "Post-Surgery and Wound Care",
    description:
      "Nurses visit your home after surgery to check and dress wounds, help with medicines and watch for problems, and to care for slow-healing wounds.",
    lead: "Going home after surgery is a relief, but the wound still needs care while it heals. Some wounds are also slow to heal, often in people with diabetes, poor blood flow or limited movement. Our nurses come to your home to care for surgical wounds and long-lasting wounds, so you can heal in comfort and know that someone is watching for problems.",
    sections: [
      {
        heading: "Who it is for",
        body: [
          [
            "People going home after surgery, such as a hip or knee replacement, heart surgery or an operation on the stomach or bowel",
            "People with wounds that are slow to heal, such as pressure injuries (bed sores), leg ulcers or foot wounds linked to diabetes",
            "People who need help with medicines or new equipment after a hospital stay",
            "Families who want to know what to watch for",
          ],
        ],
      },
      {
        heading: "What a nursing visit includes",
        body: [
          [
            "Checking the wound and the skin around it",
            "Cleaning the wound and changing the dressing, following your surgeon's or doctor's orders",
            "Removing stitches or staples when it is time, if this has been ordered",
            "Checking your pain, temperature and other health signs",
            "Help with medicines as prescribed",
            "Watching for signs of infection or other problems, and telling your doctor if something changes",
            "Showing you and your family how to protect the wound between visits",
          ],
          "Visits are usually short and planned ahead. How often the nurse comes depends on your wound and on what your doctor has ordered. Nursing care is available {fact:availability}.",
        ],
      },
      {
        heading: "Help beyond the wound",
        body: [
          "Recovery is about more than the wound. In the first days at home, many people also need help getting washed and dressed, making meals and moving around safely. A [personal support worker (PSW)](/services/personal-support) can help with these daily tasks.",
          "Our [hospital to home transition](/services/specialized-services/hospital-to-home-transition) service helps families plan the move home. [Family caregiver support](/services/personal-support/family-caregiver-support) gives the family member who is helping you a break.",
        ],
      },
      {
        heading: "How to start",
        body: [
          "If you can, call before your surgery or before your discharge date, so care is ready when you get home.",
          {
            steps: [
              {
                title: "Call or write to us",
                text: "Call the nursing line for your area: Toronto {phone:nursingToronto}, Peel {phone:nursingPeel} or York {phone:nursingYork}. Or [send us a message](/contact) and we will reply {fact:replyTime}.",
              },
              {
                title: "Share your instructions",
                text: "Tell us the date of your surgery or discharge, and have any wound care instructions from the hospital or your doctor ready.",
              },
              {
                title: "Book the visits",
                text: "We agree on when the nurse will come. The plan changes as your wound heals.",
              },
            ],
          },
        ],
      },
      {
        heading: "Paying for care and whom to call",
        body: [
          "Some people qualify for publicly funded nursing at home through Ontario Health atHome ({atHome:phone}, no area code needed, or {atHome:web}). Ask your hospital team about it before you go home. Private nursing can be paid directly. Some private insurance or other plans cover part of the cost, so ask your plan.",
          "For questions at any hour, our care line, {phone:careLine}, answers 24 hours a day.",
          {
            note: "If you have heavy bleeding, trouble breathing, chest pain or feel suddenly very unwell, call 911. For other worries about your wound, call your surgeon's office or your doctor.",
          },
        ],
      },
    ],
  },
  "advanced-illness-and-palliative": {
    title: "Advanced Illness and Palliative Care",
    menuLabel: "Palliative Care",
    description:
      "Comfort care at home for serious illness: nurses help ease pain and symptoms, PSWs help with daily care, and families get support day and night.",
    lead: "Palliative care is comfort care for people with a serious illness, such as advanced cancer, heart failure, lung disease or dementia. It focuses on easing pain and other symptoms and on the best possible quality of life. It can start at any stage of a serious illness, not only near the end of life. Our nurses and personal support workers care for people at home, and support the family who loves them.",
    sections: [
      {
        heading: "Who it is for",
        body: [
          [
            "People with a serious or advanced illness who want to be cared for at home",
            "People near the end of life who wish to stay in familiar surroundings",
            "Families who are caring for someone and need skilled help, advice or rest",
          ],
        ],
      },
      {
        heading: "How our team helps",
        body: [
          "**Nurses** can:",
          [
            "Help manage pain, shortness of breath, nausea and other symptoms, following the plan set by your doctor or palliative care team",
            "Give medicines as ordered",
            "Care for skin, mouth and wounds to keep the person comfortable",
            "Explain what is happening and what to expect",
          ],
          "**Personal support workers (PSWs)** can:",
          [
            "Bathe, dress, turn and reposition the person gently",
            "Help with eating and drinking, as the person wishes",
            "Sit with the person, so the family can rest or step out",
          ],
        ],
      },
      {
        heading: "Care day and night",
        body: [
          "Serious illness does not keep office hours. Nursing and personal support are available {fact:availability}. Some families need a few visits a week. Others need longer shifts, including overnight, so someone is always there. As needs change, the plan changes too.",
          "Caring for someone with a serious illness is tiring and emotional. Our caregivers can take over for a few hours or a night so you can rest. This is called respite, a break for the family caregiver. See [family caregiver support](/services/personal-support/family-caregiver-support) and [overnight assistance](/services/senior-care-services/overnight-assistance). If the health care system feels confusing, our [navigating health care](/services/specialized-services/navigating-health-care) service can help.",
        ],
      },
      {
        heading: "Planning ahead",
        body: [
          "Ask your doctor or palliative care team to write down whom to call at any hour, and what to do as the end of life comes close. Keep this plan near the phone, so no one has to decide in a hurry.",
          {
            note: "For a sudden emergency, call 911. If your family has a palliative care plan, follow it and call the people it names.",
          },
        ],
      },
      {
        heading: "How to start and how it is paid",
        body: [
          "Call the nursing line for your area: Toronto {phone:nursingToronto}, Peel {phone:nursingPeel} or York {phone:nursingYork}. Our care line, {phone:careLine}, answers 24 hours a day. You can also [send us a message](/contact). Tell us about the illness, the care plan you already have and the help your family needs most.",
          "Some people qualify for publicly funded palliative care at home through Ontario Health atHome ({atHome:phone}, no area code needed, or {atHome:web}). Private care can be paid directly, on its own or on top of publicly funded care. Some private insurance or other plans cover part of the cost, so ask your plan.",
        ],
      },
    ],
  },
} satisfies AreaPagesInput<"nursing">;
