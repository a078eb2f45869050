import type { DemoCardSpec } from "../demo-card-spec";

/** Circuits, embedded systems, computing and software. */
export const computingAndCircuitsCards: DemoCardSpec[] = [
  {
    type: "Activity",
    title: "Build a $15 light meter: from circuits to customers",
    summary:
      "Students build a photoresistor light meter on a breadboard, calibrate it against a phone app and pitch it to a gardener who wants to place plants.",
    disciplines: ["Electrical Engineering"],
    level: "first-year",
    size: "medium",
    time: "several-classes",
    license: "cc-by-nc-sa-4.0",
    tags: ["circuits", "voltage divider", "calibration", "microcontrollers"],
    description: [
      "A voltage divider with a photoresistor is the first useful circuit most students build. Here it becomes a product: pairs wire the divider to a microcontroller, read the voltage, and map it to lux with a calibration curve they measure themselves.",
      "The customer is a gardener who wants to know which windowsill suits which plant. Pairs interview a classmate playing the gardener, then decide what the display should say: lux, a traffic light, or plant names.",
    ],
    objectives: [
      "Analyse a voltage divider and choose a fixed resistor for a useful output range.",
      "Calibrate a sensor against a reference and fit a simple curve.",
      "Translate a customer's need into a display and interface decision.",
    ],
    tips: [
      "Kits cost about fifteen dollars each if you buy photoresistors in bulk; students can keep them.",
      "Phone light-meter apps disagree by 20 % or more. That is a feature: ask which one to trust.",
    ],
    mindset: {
      curiosity: "Pairs investigate why their readings disagree with the phone app.",
      connections: "Circuit theory, calibration and interface design come together in one device.",
      creatingValue: "The display is designed for what the gardener needs to decide, not for the engineer.",
      indicators: [
        "Test concepts quickly via customer engagement",
        "Substantiate claims with data and facts",
      ],
    },
    files: [
      {
        name: "light-meter-calibration.csv",
        lines: [
          "reference_lux,adc_reading,location",
          "12,41,closet",
          "150,212,hallway",
          "420,388,desk lamp",
          "1100,602,north window",
          "8200,901,south window",
        ],
      },
    ],
    authors: ["elena", "max"],
  },
  {
    type: "Activity",
    title: "Soil-moisture sensors for a community garden",
    summary:
      "Teams build and deploy low-cost soil-moisture sensors with volunteers at a community garden and report what the data means for watering.",
    disciplines: ["Computer Engineering", "Environmental Engineering"],
    level: "third-year",
    size: "small",
    time: "several-weeks",
    license: "cc-by-sa-4.0",
    tags: ["embedded systems", "sensors", "community engagement", "IoT"],
    description: [
      "A neighbourhood garden loses vegetables every August because volunteers water on a schedule rather than on need. Student teams build capacitive soil-moisture sensors with a microcontroller and a low-power radio, deploy them in raised beds, and log data for four weeks.",
      "The hard parts are not the electronics: batteries, waterproofing, and a dashboard that a volunteer will look at. Teams meet the garden committee twice, once to learn how watering is organised and once to present.",
    ],
    objectives: [
      "Design a low-power sensing node and estimate its battery life.",
      "Validate sensor readings against gravimetric soil-moisture measurements.",
      "Present data to non-technical partners in a form they can act on.",
    ],
    tips: [
      "Visit the site before the course starts and agree on what the garden keeps afterwards.",
      "Budget one spare node per team; something always gets stepped on.",
      "A shared spreadsheet is a perfectly good dashboard for a garden committee.",
    ],
    mindset: {
      curiosity: "Teams ask why plants fail despite regular watering before proposing anything.",
      connections: "Electronics, soil science and volunteer routines all shape the design.",
      creatingValue: "Success is fewer lost crops and less wasted water, as the committee judges it.",
      indicators: [
        "Understand the motivations and perspectives of others",
        "Persist through and learn from failure",
      ],
    },
    authors: ["elena", "lucia"],
  },
  {
    type: "General",
    title: "Code review as a conversation",
    summary:
      "A short protocol that turns peer code review into structured conversation: questions first, suggestions second, verdicts never.",
    disciplines: ["Computer Science", "Software Engineering"],
    level: "second-year",
    size: "any-size",
    time: "under-one-class",
    license: "cc-by-4.0",
    tags: ["code review", "peer feedback", "collaboration", "software engineering"],
    description: [
      "Students review each other's code harshly or not at all. This protocol gives them a script: each reviewer writes two questions ('What happens if the list is empty?'), one thing they learned from the code, and at most two suggestions phrased as options.",
      "The author answers in writing before any change is made. Over a term, the questions become sharper and the authors start anticipating them.",
    ],
    objectives: [
      "Read unfamiliar code for intent, edge cases and clarity.",
      "Give feedback as questions and options rather than verdicts.",
      "Respond to feedback in writing and decide which suggestions to adopt.",
    ],
    tips: [
      "Model it live with your own imperfect code in week one.",
      "Grade the quality of questions, not the number of bugs found.",
    ],
    mindset: {
      curiosity: "Reviewers lead with questions about the author's intent.",
      connections: "Reading others' code connects to writing clearer code of one's own.",
      creatingValue: "Reviews aim at code the next maintainer can trust.",
      indicators: [
        "Understand the motivations and perspectives of others",
        "Convey engineering solutions in a compelling way",
      ],
    },
    authors: ["james"],
  },
  {
    type: "Course",
    title: "Software engineering with real clients",
    summary:
      "A one-semester software engineering course where teams of five build working software for campus and nonprofit clients.",
    disciplines: ["Software Engineering", "Computer Science"],
    level: "third-year",
    size: "medium",
    time: "full-term",
    license: "cc-by-nc-sa-4.0",
    tags: ["agile", "client projects", "teamwork", "requirements"],
    description: [
      "Each team of five works with one client (a campus office, a nonprofit, a small business) for the whole semester. Two-week sprints end with a demo to the client and a retrospective the instructor reads.",
      {
        list: [
          "Weeks 1-2: client interviews, user stories, a paper prototype.",
          "Weeks 3-12: five sprints with demos.",
          "Weeks 13-14: handover, documentation and a public showcase.",
        ],
      },
      "Lectures are short and just in time: testing before the first demo, deployment before the third, accessibility before the showcase.",
    ],
    objectives: [
      "Elicit and prioritise requirements with a real client.",
      "Plan, execute and review work in short iterations.",
      "Hand over maintainable software with documentation a client can use.",
      "Reflect on team process and adapt it.",
    ],
    tips: [
      "Recruit clients a semester ahead and ask for one hour every two weeks, no more.",
      "Keep a backup internal project for the client who disappears.",
      "Retrospectives are where the learning shows; read them, and respond to one per team each sprint.",
    ],
    mindset: {
      curiosity: "Teams keep asking the client what problem the software really solves.",
      connections: "Technical skills, teamwork and client relationships are practised together.",
      creatingValue: "The measure of success is whether the client still uses the software a term later.",
      indicators: [
        "Identify and work with stakeholders",
        "Test concepts quickly via customer engagement",
        "Learn from failure",
      ],
    },
    authors: ["james"],
    externalAuthor: {
      name: "Maya Chen",
      title: "Engineering Manager",
      institution: "Spokane Tech Collective",
    },
  },
  {
    type: "Assessment",
    title: "Debugging journals: making curiosity visible",
    summary:
      "Students keep a short journal for every bug they fix; a four-row scoring guide assesses the hypotheses they formed, not only the fix.",
    disciplines: ["Computer Science"],
    level: "first-year",
    size: "large",
    time: "several-weeks",
    license: "cc-by-4.0",
    tags: ["debugging", "metacognition", "journals", "curiosity"],
    description: [
      "Debugging is structured curiosity, but grading only the final program hides it. For each assignment, students log at least two bugs: what they saw, what they guessed, how they tested the guess, and what they learned.",
      "A teaching assistant scores three entries per student per assignment with the guide; it takes under two minutes per student.",
    ],
    objectives: [
      "Form and test hypotheses about the cause of a program's misbehaviour.",
      "Describe a debugging process clearly enough for someone else to follow.",
      "Recognise recurring mistakes in one's own work.",
    ],
    tips: [
      "Show your own messy journal entry first; students need permission to be wrong.",
      "Award full credit for a well-reasoned wrong hypothesis.",
    ],
    mindset: {
      curiosity: "The journal makes the questions students ask of their code visible and gradable.",
      connections: "Individual bugs connect into patterns students learn to recognise.",
      creatingValue: "Students learn habits that save their future teams hours.",
      indicators: [
        "Demonstrate constant curiosity about our changing world",
        "Persist through and learn from failure",
      ],
    },
    files: [
      {
        name: "debugging-journal-template.txt",
        lines: [
          "Bug #",
          "What I observed:",
          "My first hypothesis:",
          "How I tested it:",
          "What actually caused it:",
          "What I will check first next time:",
        ],
      },
    ],
    authors: ["james", "noah"],
  },
  {
    type: "Course",
    title: "Signals and systems through music",
    summary:
      "Signals and Systems taught with students' own music: sampling, Fourier series, filtering and convolution, each with a listening experiment.",
    disciplines: ["Electrical Engineering"],
    level: "third-year",
    size: "medium",
    time: "full-term",
    license: "cc-by-nc-sa-4.0",
    tags: ["signals", "Fourier", "filters", "audio", "Python"],
    description: [
      "Every unit begins with something to hear. Sampling starts with aliasing you can hear in a badly downsampled song; Fourier series with the timbre of a clarinet and a violin playing the same note; convolution with the reverb of the campus chapel, measured with a balloon pop.",
      "Students work in Python notebooks and submit short 'listening reports' alongside the usual problem sets. The final project is a small audio effect designed for a musician they know.",
    ],
    objectives: [
      "Explain sampling and aliasing and choose an appropriate sampling rate.",
      "Compute and interpret Fourier series and transforms of real signals.",
      "Design FIR and IIR filters to meet a specification and verify them by ear and by plot.",
      "Use convolution to model a linear time-invariant system from a measured impulse response.",
    ],
    tips: [
      "Ask students to bring headphones; laptop speakers hide everything below 200 Hz.",
      "The balloon-pop impulse response works in any stairwell and is unforgettable.",
    ],
    mindset: {
      curiosity: "Each unit starts from a sound students want to explain.",
      connections: "Mathematics, physics and musical experience describe the same phenomena.",
      creatingValue: "The final effect is built for a real musician's needs.",
      indicators: [
        "Demonstrate constant curiosity about our changing world",
        "Integrate information from many sources to gain insight",
      ],
    },
    authors: ["elena"],
  },
  {
    type: "Activity",
    title: "Ethics of algorithmic decisions: a role-play",
    summary:
      "Students role-play a city council hearing on an algorithm that ranks pothole repairs, arguing as residents, engineers and officials.",
    disciplines: ["Computer Science", "General Engineering"],
    level: "any-level",
    size: "medium",
    time: "one-class",
    license: "cc-by-nc-sa-4.0",
    tags: ["ethics", "algorithms", "role-play", "stakeholders"],
    description: [
      "A fictional city uses a smartphone app to report potholes and an algorithm to rank repairs. Neighbourhoods with fewer smartphones get fewer repairs. Students receive role cards (a resident, a contractor, the app's engineer, a council member, a disability advocate) and prepare for a hearing.",
      "The hearing runs for 25 minutes; the debrief asks which values were in conflict and what the engineer could have done differently at design time.",
    ],
    objectives: [
      "Identify stakeholders affected by an algorithmic system and their interests.",
      "Explain how data collection choices can introduce bias.",
      "Propose design changes that balance competing values.",
    ],
    tips: [
      "Assign roles against type where you can; the engineer's role is best played by a skeptic.",
      "Keep the debrief longer than you think: at least 15 minutes.",
    ],
    mindset: {
      curiosity: "Students explore how a neutral-looking algorithm produces unequal outcomes.",
      connections: "Technical design connects to civic values and everyday lives.",
      creatingValue: "The debrief asks for design changes that serve everyone the system touches.",
      indicators: [
        "Understand the motivations and perspectives of others",
        "Discern and pursue ethical practices",
      ],
    },
    authors: ["james", "amara"],
  },
  {
    type: "Assessment",
    title: "Milestone reviews for embedded systems capstones",
    summary:
      "Three structured milestone reviews with industry guests, each with a short scoring sheet, that keep embedded capstone teams honest about risk.",
    disciplines: ["Computer Engineering", "Electrical Engineering"],
    level: "fourth-year",
    size: "small",
    time: "full-term",
    license: "cc-by-4.0",
    tags: ["capstone", "design reviews", "risk", "embedded systems"],
    description: [
      "Capstone teams tend to show what works and hide what does not. These reviews invert that: each review opens with the team's top three risks, and the guests score how well the team understands and mitigates them.",
      {
        steps: [
          "Concept review (week 4): requirements, architecture, top risks.",
          "Critical design review (week 9): schematics, firmware plan, test plan.",
          "Readiness review (week 14): verification results and what is still unknown.",
        ],
      },
    ],
    objectives: [
      "Identify and prioritise technical and schedule risks in a design project.",
      "Present design status honestly to an external audience.",
      "Plan verification activities that retire the largest risks first.",
    ],
    tips: [
      "Brief guests with the scoring sheet beforehand and ask them to be kind but specific.",
      "Teams who present a risk they already retired should say so; reward that.",
    ],
    mindset: {
      curiosity: "Teams are rewarded for asking what could go wrong.",
      connections: "Hardware, firmware and schedule risks are reviewed as one system.",
      creatingValue: "Reviews keep the project on track to deliver something the sponsor can use.",
      indicators: ["Assess and manage risk", "Convey engineering solutions in a compelling way"],
    },
    files: [
      {
        name: "milestone-review-scoresheet.csv",
        lines: [
          "item,1,2,3,4",
          "Risks identified,vague,listed,prioritised,prioritised with evidence",
          "Mitigation,none,ideas,plan,plan in progress",
          "Honesty about status,hides issues,partial,open,open with data",
        ],
      },
    ],
    authors: ["elena", "marcus"],
  },
];
