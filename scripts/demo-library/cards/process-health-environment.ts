import type { DemoCardSpec } from "../demo-card-spec";

/** Chemical processes, health and the environment. */
export const processHealthEnvironmentCards: DemoCardSpec[] = [
  {
    type: "Activity",
    title: "Plant design case: the coffee roaster's exhaust problem",
    summary:
      "Teams size an afterburner or a catalytic oxidiser for a small coffee roaster whose neighbours complain about smoke.",
    disciplines: ["Chemical Engineering", "Environmental Engineering"],
    level: "fourth-year",
    size: "small",
    time: "several-classes",
    license: "cc-by-nc-sa-4.0",
    tags: ["process design", "air pollution", "economics", "small business"],
    description: [
      "A family-owned roaster has doubled production and the neighbours have noticed. The owner can afford one piece of equipment. Teams estimate exhaust flow and composition from roasting data, size a thermal afterburner and a catalytic oxidiser, and compare capital and fuel costs.",
      "The deliverable is a two-page recommendation the owner could take to the bank, and a one-paragraph letter to the neighbours.",
    ],
    objectives: [
      "Estimate flow rates and pollutant loads from production data.",
      "Size combustion equipment from energy and mass balances.",
      "Compare alternatives on capital cost, operating cost and risk.",
      "Communicate a technical recommendation to a small-business owner and to neighbours.",
    ],
    tips: [
      "Local roasters often love to talk; a 20-minute video call makes the case real.",
      "Give a fuel price range rather than a number and ask for a sensitivity plot.",
    ],
    mindset: {
      curiosity: "Teams ask what the owner and the neighbours each actually want.",
      connections: "Thermodynamics, economics and community relations shape one decision.",
      creatingValue: "The recommendation must keep the business open and the neighbours satisfied.",
      indicators: [
        "Communicate an engineering solution in economic terms",
        "Identify and work with stakeholders",
      ],
    },
    authors: ["david"],
  },
  {
    type: "General",
    title: "Process safety through near-miss stories",
    summary:
      "Ten-minute openings in which a near miss from industry is told as a story and students find the barriers that held or failed.",
    disciplines: ["Chemical Engineering"],
    level: "third-year",
    size: "any-size",
    time: "under-one-class",
    license: "cc-by-4.0",
    tags: ["process safety", "storytelling", "risk", "barriers"],
    description: [
      "Safety lectures are forgotten; stories are not. Once a week, the first ten minutes of class are a near-miss story told without the ending. Pairs sketch a bow-tie diagram: the hazard, the threats, the barriers, and which ones held.",
      "Then the ending is revealed, usually with a short excerpt from the investigation report, and the class discusses what the operator knew and when.",
    ],
    objectives: [
      "Identify hazards, threats and barriers in a process incident.",
      "Construct a simple bow-tie diagram from a narrative.",
      "Recognise human and organisational factors in process safety.",
    ],
    tips: [
      "Public investigation reports are full of material; pick ones with a clear turning point.",
      "Alumni working in plants are often happy to record a two-minute story.",
    ],
    mindset: {
      curiosity: "Stories stop before the ending, so students ask what happened next and why.",
      connections: "Technical barriers connect to people, procedures and organisations.",
      creatingValue: "Students learn to see the barrier that protects lives and livelihoods.",
      indicators: ["Assess and manage risk", "Discern and pursue ethical practices"],
    },
    authors: ["david", "max"],
  },
  {
    type: "Program",
    title: "Clinical immersion: needs finding in a hospital",
    summary:
      "A six-week summer program placing rising seniors in hospital departments to observe care and bring back needs for senior design.",
    disciplines: ["Biomedical Engineering"],
    level: "third-year",
    size: "small",
    time: "several-weeks",
    license: "cc-by-nc-sa-4.0",
    tags: ["clinical immersion", "needs finding", "senior design", "hospital partners"],
    description: [
      "Eight students spend six weeks shadowing clinicians in four hospital departments: the emergency department, the operating rooms, physical therapy and sterile processing. They learn to observe without solving, to ask 'why' five times, and to write needs statements.",
      "Each week ends with a debrief at the university, where students present two observations and the needs they inferred. By the end, the program has produced a bank of 60 to 80 vetted needs that feed the next year's senior design projects.",
      {
        list: [
          "Hospital partner agreement and orientation (HIPAA, infection control).",
          "A weekly clinician mentor hour.",
          "A public poster session with clinicians in week six.",
        ],
      },
    ],
    objectives: [
      "Observe clinical workflows systematically and ethically.",
      "Write needs statements that name a population, a problem and an outcome.",
      "Screen needs for clinical impact, market and feasibility.",
    ],
    tips: [
      "Start the hospital paperwork six months ahead; badge and vaccination checks take time.",
      "Sterile processing is the department students overlook and the one with the best needs.",
      "Pay the students: a stipend widens who can apply.",
    ],
    mindset: {
      curiosity: "Students observe before they solve and question the reasons behind routines.",
      connections: "Clinical practice, engineering and business viability are weighed together.",
      creatingValue: "Needs are screened for impact on patients and clinicians.",
      indicators: [
        "Understand the motivations and perspectives of others",
        "Identify unexpected opportunities to create extraordinary value",
      ],
    },
    authors: ["hannah"],
    externalAuthor: {
      name: "Dr. Robert Adeyemi",
      title: "Emergency Physician",
      institution: "Froedtert Hospital",
    },
  },
  {
    type: "Activity",
    title: "Needs statement workshop",
    summary:
      "A 75-minute workshop in which teams turn raw clinical observations into precise needs statements and screen them.",
    disciplines: ["Biomedical Engineering", "General Engineering"],
    level: "third-year",
    size: "medium",
    time: "one-class",
    license: "cc-by-4.0",
    tags: ["needs finding", "problem framing", "design thinking"],
    description: [
      "Teams receive twelve observation cards from a clinic (written by former students) and practise writing needs statements of the form: 'A way to [outcome] for [population] with [problem]'.",
      "Statements that contain a solution are sent back. Teams then score their best five on impact and feasibility and pick one to present.",
    ],
    objectives: [
      "Distinguish a need from a solution.",
      "Write needs statements with a clear population, problem and outcome.",
      "Screen needs against explicit criteria.",
    ],
    tips: [
      "The 'no solutions' rule is harder than it looks; enforce it cheerfully.",
      "Collect the statements; they make excellent exam questions.",
    ],
    mindset: {
      curiosity: "Teams dig into observations to find the problem behind the symptom.",
      connections: "Observations from different people are combined into one need.",
      creatingValue: "Needs are ranked by how much value solving them would create.",
      indicators: [
        "Investigate a problem from multiple perspectives",
        "Identify unexpected opportunities to create extraordinary value",
      ],
    },
    files: [
      {
        name: "observation-cards.txt",
        lines: [
          "1. Nurses walk to the supply room an average of 14 times per shift.",
          "2. Patients with hand arthritis struggle to open blister packs of medication.",
          "3. Wheelchair footrests are frequently missing when patients are discharged.",
          "4. IV poles tip when patients walk to the bathroom at night.",
        ],
      },
    ],
    authors: ["hannah", "noah"],
  },
  {
    type: "Course",
    title: "Design controls for student medical devices",
    summary:
      "A course that teaches FDA-style design controls through the students' own senior design devices, from user needs to verification.",
    disciplines: ["Biomedical Engineering"],
    level: "fourth-year",
    size: "medium",
    time: "full-term",
    license: "cc-by-nc-sa-4.0",
    tags: ["design controls", "regulatory", "verification", "risk management"],
    description: [
      "Students often meet design controls as paperwork. Here the design history file is built for their own device: user needs, design inputs, outputs, verification, validation and a risk analysis, reviewed by a regulatory professional twice per term.",
      "Weekly sessions pair a short lecture with a work session on the team's own file.",
    ],
    objectives: [
      "Translate user needs into measurable design inputs.",
      "Plan verification and validation activities traceable to inputs.",
      "Perform a basic risk analysis and link mitigations to the design.",
    ],
    tips: [
      "Use a traceability matrix in a spreadsheet; software tools distract at this stage.",
      "Invite a regulatory affairs alumnus; their stories about audits are memorable.",
    ],
    mindset: {
      curiosity: "Teams ask how they would prove their device is safe and effective.",
      connections: "Design, testing, regulation and risk are linked in one traceable file.",
      creatingValue: "Good design controls move a device closer to patients.",
      indicators: ["Assess and manage risk", "Substantiate claims with data and facts"],
    },
    authors: ["hannah"],
  },
  {
    type: "Activity",
    title: "Stormwater on our campus: a green infrastructure proposal",
    summary:
      "Teams measure runoff from a campus parking lot and propose a rain garden or permeable paving to the facilities office.",
    disciplines: ["Environmental Engineering", "Civil Engineering"],
    level: "third-year",
    size: "medium",
    time: "several-weeks",
    license: "cc-by-sa-4.0",
    tags: ["stormwater", "green infrastructure", "hydrology", "campus"],
    description: [
      "Every campus has a parking lot that floods. Teams delineate its drainage area, estimate design storm runoff with the rational method, measure infiltration rates in nearby soil, and size a rain garden or a permeable-paving retrofit.",
      "The facilities office attends the final presentations and has, twice, built a student design.",
    ],
    objectives: [
      "Estimate peak runoff with the rational method and justify coefficients.",
      "Measure infiltration rate in the field and use it in design.",
      "Size a green stormwater practice and estimate its cost and maintenance.",
    ],
    tips: [
      "A double-ring infiltrometer is cheap to build from pipe.",
      "Ask facilities which lot they would actually like fixed.",
    ],
    mindset: {
      curiosity: "Teams investigate where campus water goes when it rains.",
      connections: "Hydrology, soils, cost and maintenance are combined in one proposal.",
      creatingValue: "Designs are judged by the people who would build and maintain them.",
      indicators: [
        "Identify and work with stakeholders",
        "Communicate an engineering solution in economic terms",
      ],
    },
    files: [
      {
        name: "infiltration-test-data.csv",
        lines: [
          "time_min,water_level_cm",
          "0,15.0",
          "5,13.6",
          "10,12.4",
          "20,10.3",
          "30,8.5",
          "45,6.2",
          "60,4.4",
        ],
      },
    ],
    authors: ["lucia", "priya"],
  },
  {
    type: "General",
    title: "Life-cycle assessment of a water bottle",
    summary:
      "A short, data-rich introduction to life-cycle assessment comparing a disposable bottle, a steel bottle and a tap-water filter.",
    disciplines: ["Environmental Engineering", "Chemical Engineering"],
    level: "second-year",
    size: "large",
    time: "one-class",
    license: "cc-by-4.0",
    tags: ["life-cycle assessment", "sustainability", "systems thinking"],
    description: [
      "Students guess which option has the lowest carbon footprint over a year, then work through a simplified LCA with published factors for materials, manufacturing, transport and use.",
      "The answer depends on how often the steel bottle is used and washed, which is the point: functional units and assumptions matter more than any single number.",
    ],
    objectives: [
      "Define a functional unit and system boundary for an LCA.",
      "Compute a simple carbon footprint from inventory data.",
      "Explain how assumptions change an LCA's conclusion.",
    ],
    tips: [
      "Collect the guesses before the calculation and show them again at the end.",
      "A dishwasher cycle's energy surprises almost everyone.",
    ],
    mindset: {
      curiosity: "Students test their intuition about which option is greener.",
      connections: "Materials, manufacturing, transport and behaviour are linked in one system.",
      creatingValue: "Students learn to advise consumers and companies with honest uncertainty.",
      indicators: [
        "Integrate information from many sources to gain insight",
        "Substantiate claims with data and facts",
      ],
    },
    authors: ["david", "lucia"],
  },
  {
    type: "Course",
    title: "Community-engaged environmental engineering",
    summary:
      "A semester course where student teams work on water, air or waste problems brought by neighbourhood organisations.",
    disciplines: ["Environmental Engineering"],
    level: "fourth-year",
    size: "small",
    time: "full-term",
    license: "cc-by-nc-sa-4.0",
    tags: ["community engagement", "service learning", "water quality", "environmental justice"],
    description: [
      "Projects come from community partners: lead in a school's drinking fountains, dust from a nearby recycling yard, flooding in a rowhouse block. Teams spend the first month listening and learning the history before proposing anything.",
      "Technical work is real (sampling plans, lab analysis, modelling), and deliverables are what partners asked for: a fact sheet, a presentation at a community meeting, a letter to a city agency.",
    ],
    objectives: [
      "Plan and carry out environmental sampling with appropriate quality control.",
      "Interpret results in the context of regulations and health guidance.",
      "Work respectfully with community partners and communicate findings to them.",
      "Reflect on equity and justice dimensions of environmental problems.",
    ],
    tips: [
      "Partnerships take years; start with one partner and keep them.",
      "Let partners review deliverables before the end of the semester.",
    ],
    mindset: {
      curiosity: "Teams learn a neighbourhood's history before defining the problem.",
      connections: "Science, regulation and community knowledge are brought together.",
      creatingValue: "Deliverables are judged by whether partners can use them.",
      indicators: [
        "Understand the motivations and perspectives of others",
        "Discern and pursue ethical practices",
      ],
    },
    authors: ["lucia"],
  },
];
