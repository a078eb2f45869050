import type { DemoCardSpec } from "../demo-card-spec";

/** Statics, structures, flight and materials. */
export const structuresAndMaterialsCards: DemoCardSpec[] = [
  {
    type: "Activity",
    title: "Bridge-building with spaghetti: load paths and failure",
    summary:
      "Teams design, cost and load-test a spaghetti truss, then explain to a client panel where and why it failed.",
    disciplines: ["Civil Engineering", "First-Year Engineering"],
    level: "first-year",
    size: "medium",
    time: "several-classes",
    license: "cc-by-nc-sa-4.0",
    tags: ["statics", "trusses", "design", "teamwork", "failure"],
    description: [
      "Students work in teams of four to design a bridge of spaghetti and hot glue that spans 50 cm and carries a bucket of sand at midspan. Every stick costs money, so the winning bridge is not the strongest one but the one with the best **load per dollar**.",
      "Before building, each team sketches the load path: which members are in tension, which in compression, and which will buckle first. After testing, they compare the failure they filmed with the failure they predicted.",
      { heading: "How the three class periods run" },
      {
        steps: [
          "Day 1: method of joints refresher, a five-minute demo of a single noodle buckling, then team sketches and a bill of materials.",
          "Day 2: build (45 minutes) and a pre-test prediction card: failure load, failure location, failure mode.",
          "Day 3: test to failure on camera, then a three-minute pitch to a client panel of upper-class students.",
        ],
      },
    ],
    objectives: [
      "Identify members in tension and compression in a planar truss using the method of joints.",
      "Predict the critical member and failure mode (yielding or buckling) of a simple structure.",
      "Estimate cost against a budget and justify a design in terms of value to a client.",
      "Compare a predicted failure with an observed one and explain the difference.",
    ],
    tips: [
      "Buy one brand of spaghetti and weigh a bundle in advance; strength varies a lot between brands.",
      {
        list: [
          "Glue guns: one per team, on a tray; plan for one minor burn and keep cold water nearby.",
          "Film every test in slow motion with a phone; the replay is where the learning happens.",
          "Cap the build time strictly. Teams that run out of time learn more about planning than teams that do not.",
        ],
      },
      "The client panel works best with two or three juniors who took the course last year.",
    ],
    mindset: {
      curiosity: "Teams ask why last year's bridges failed where they did before they sketch their own.",
      connections: "Statics, cost estimating and client communication meet in one small design.",
      creatingValue:
        "The score is load per dollar, and the pitch must say what the client gains for the money.",
      indicators: [
        "Integrate information from many sources to gain insight",
        "Identify unexpected opportunities to create extraordinary value",
        "Communicate an engineering solution in economic terms",
      ],
    },
    files: [
      {
        name: "bridge-test-log.csv",
        lines: [
          "team,mass_g,cost_usd,predicted_failure_N,observed_failure_N,failure_mode",
          "A,212,18.40,95,88,buckling of top chord",
          "B,248,21.10,120,131,joint failure at support",
          "C,190,16.20,80,54,buckling of diagonal",
          "D,265,22.90,140,149,tension rupture of bottom chord",
        ],
      },
    ],
    links: [{ title: "The KEEN Framework", url: "https://engineeringunleashed.com/framework" }],
    authors: ["priya", "marcus", "max"],
  },
  {
    type: "Activity",
    title: "Statics in the wild: a campus structure photo audit",
    summary:
      "Students photograph five structures on campus, draw their free-body diagrams and propose one improvement a user would value.",
    disciplines: ["Civil Engineering"],
    level: "second-year",
    size: "large",
    time: "one-class",
    license: "cc-by-4.0",
    tags: ["statics", "free-body diagrams", "observation", "campus"],
    description: [
      "Free-body diagrams are easy to draw for a textbook beam and hard to draw for a real bike rack. In this activity students leave the classroom for 30 minutes with their phones and a list: a cantilevered canopy, a handrail, a bike rack, a hanging sign and a pedestrian bridge or stair.",
      "Back in class, pairs draw a free-body diagram for each photo, label the supports with the idealisation they chose (pin, roller, fixed) and defend that choice to another pair.",
      "The last ten minutes ask a different question: who uses this structure, and what would make it better for them? Good answers are specific: a handrail that is cold in winter, a bike rack that scratches frames.",
    ],
    objectives: [
      "Idealise real supports and connections as pins, rollers or fixed supports, and justify the choice.",
      "Draw complete free-body diagrams of structures observed outside the classroom.",
      "Describe a structural improvement in terms of what its users value.",
    ],
    tips: [
      "Send a map with the five locations; in large classes assign different routes to avoid crowds.",
      "Ask for one deliberately wrong free-body diagram per pair; finding the error is a great warm-up next class.",
      {
        list: [
          "Works in the rain if you use indoor structures.",
          "Collect the photos in a shared slide deck; it becomes next year's example set.",
        ],
      },
    ],
    mindset: {
      curiosity: "Students question how familiar structures actually carry their loads.",
      connections: "Textbook idealisations connect to objects students walk past every day.",
      creatingValue: "Each pair proposes one change that a real user of the structure would notice.",
      indicators: [
        "Explore a contrarian view of accepted solutions",
        "Identify unexpected opportunities to create extraordinary value",
      ],
    },
    authors: ["priya"],
  },
  {
    type: "Activity",
    title: "Design-build-fly: a foam glider in three weeks",
    summary:
      "Teams size a wing, balance a foam glider and fly it for distance, then write a one-page design review for a hobby-shop client.",
    disciplines: ["Aerospace Engineering", "Mechanical Engineering"],
    level: "second-year",
    size: "medium",
    time: "several-weeks",
    license: "cc-by-nc-sa-4.0",
    tags: ["aerodynamics", "design-build-test", "stability", "prototyping"],
    description: [
      "Teams of three design a hand-launched glider from 6 mm foam board with a wingspan limit of 60 cm. They size the wing for a target glide ratio, locate the centre of gravity for static stability and predict a glide distance from a 2 m launch.",
      "The client is a local hobby shop that wants a kit for middle-school camps: it must survive crashes, be built in under an hour by a twelve-year-old, and cost less than five dollars in materials.",
      {
        list: [
          "Week 1: sizing and stability calculations, paper prototypes.",
          "Week 2: foam prototypes and trim flights in the atrium.",
          "Week 3: distance competition and design review.",
        ],
      },
    ],
    objectives: [
      "Estimate lift, drag and glide ratio for a simple wing with textbook coefficients.",
      "Locate the centre of gravity relative to the neutral point for static longitudinal stability.",
      "Iterate a design from test data and document the changes and their reasons.",
      "Weigh performance against cost, durability and build time for a specific customer.",
    ],
    tips: [
      "A long atrium or gym beats outdoors; wind makes the data meaningless.",
      "Modelling clay on the nose is the fastest way to move the CG; have plenty.",
      "Ask for a flight log with every trim change. Teams that log converge much faster, and they notice.",
    ],
    mindset: {
      curiosity: "Teams ask why a glider that balances on paper still stalls in the air.",
      connections: "Aerodynamics, stability and manufacturing constraints meet in one small aircraft.",
      creatingValue:
        "The design has to work for a twelve-year-old builder at a five-dollar price, not just fly far.",
      indicators: [
        "Test concepts quickly via customer engagement",
        "Apply creative thinking to ambiguous problems",
      ],
    },
    files: [
      {
        name: "glider-sizing-worksheet.txt",
        lines: [
          "Glider sizing worksheet",
          "1. Target glide ratio L/D = ____ (from a 2 m launch and 12 m goal distance).",
          "2. Wing area S = ____ m^2; aspect ratio AR = b^2 / S = ____.",
          "3. Mass estimate m = ____ g; wing loading W/S = ____ N/m^2.",
          "4. CG location from the leading edge: ____ % of mean chord (aim for 25-30 %).",
          "5. Predicted distance = launch height x L/D = ____ m.",
        ],
      },
    ],
    authors: ["grace", "rita"],
  },
  {
    type: "Activity",
    title: "Reverse engineering a consumer product",
    summary:
      "Teams take apart a household product, map its functions to its parts and propose a redesign that a named customer would pay for.",
    disciplines: ["Mechanical Engineering", "Materials Science and Engineering"],
    level: "second-year",
    size: "medium",
    time: "several-classes",
    license: "cc-by-nc-sa-4.0",
    tags: ["reverse engineering", "product design", "function structure", "DFMA"],
    description: [
      "Each team receives a cheap household product (a stapler, a salad spinner, a cordless drill) and a bin. Before the first screw comes out, they write down what they think each part does and how it was made.",
      "During teardown they photograph each step, build a bill of materials with manufacturing processes, and draw a function structure. The surprise is usually how many parts exist only to make assembly easy.",
      "The last session asks for a redesign aimed at a specific customer persona, with a cost estimate and a sketch.",
    ],
    objectives: [
      "Decompose a product into functions and map each function to the parts that deliver it.",
      "Identify the manufacturing process of common parts from visual evidence.",
      "Apply design-for-assembly ideas to reduce part count.",
      "Propose a redesign justified by a customer persona's needs.",
    ],
    tips: [
      "Buy products in pairs: one to take apart, one to keep whole for reference.",
      "Thrift stores are a cheap source; broken products are even better because the failure is a clue.",
      { list: ["Provide safety glasses and a spring warning.", "Label bins by team; small parts vanish."] },
    ],
    mindset: {
      curiosity: "Teams predict how the product works before opening it, then test their predictions.",
      connections: "Materials, manufacturing and user needs are read from the same object.",
      creatingValue: "The redesign is justified by what a specific customer would gain.",
      indicators: [
        "Investigate a problem from multiple perspectives",
        "Identify unexpected opportunities to create extraordinary value",
      ],
    },
    authors: ["marcus", "samir"],
  },
  {
    type: "Activity",
    title: "Failure analysis case file: why did it break?",
    summary:
      "Students act as a failure-analysis lab: examine fracture surfaces of real broken parts, build a timeline and write a finding for the insurer.",
    disciplines: ["Materials Science and Engineering", "Mechanical Engineering"],
    level: "third-year",
    size: "small",
    time: "several-classes",
    license: "cc-by-sa-4.0",
    tags: ["fracture", "fatigue", "failure analysis", "technical writing"],
    description: [
      "Each team receives a case file: a broken part (a bicycle crank, a snapped bolt, a cracked ladder foot), a short customer complaint and a photo of where it was found. Their job is to decide what happened and who should pay.",
      "Teams examine fracture surfaces with a hand lens and a phone microscope, look for beach marks, ductile dimples and corrosion, and estimate loading from the part's use. They then write a two-page finding in the form an insurer expects.",
      "The debrief compares the teams' findings; disagreements are more useful than agreement.",
    ],
    objectives: [
      "Distinguish fatigue, ductile overload and brittle fracture from macroscopic evidence.",
      "Build a plausible loading history and timeline from physical and written evidence.",
      "Write a concise technical finding for a non-engineering reader.",
    ],
    tips: [
      "Ask the machine shop and campus facilities for broken parts; they keep more than you think.",
      "A clip-on phone microscope costs less than ten dollars and is good enough for beach marks.",
      "Keep one case where the honest answer is 'we cannot tell'. It teaches more than the clean ones.",
    ],
    mindset: {
      curiosity: "Every case starts with a question nobody has answered yet: why did this break?",
      connections: "Evidence from the part, the complaint and the setting has to be put together.",
      creatingValue: "The finding is written for the insurer who must act on it.",
      indicators: ["Integrate information from many sources to gain insight", "Assess and manage risk"],
    },
    files: [
      {
        name: "case-file-bicycle-crank.pdf",
        lines: [
          "Case file 3: bicycle crank arm",
          "Customer statement: 'The left crank snapped while I was climbing a hill. The bike is two years old and I ride about 80 km a week.'",
          "Found: aluminium crank arm, fracture 20 mm from the pedal eye, no visible impact damage.",
          "Your task: identify the fracture mode, estimate the number of load cycles, and state whether the failure is a manufacturing defect, a design limit or misuse.",
        ],
      },
    ],
    authors: ["samir"],
  },
  {
    type: "General",
    title: "Materials selection for a client who changes their mind",
    summary:
      "A materials-selection exercise in which the client's priorities change twice, so students learn to defend trade-offs rather than find one answer.",
    disciplines: ["Materials Science and Engineering", "Mechanical Engineering"],
    level: "third-year",
    size: "medium",
    time: "one-class",
    license: "cc-by-nc-sa-4.0",
    tags: ["materials selection", "Ashby charts", "trade-offs", "client"],
    description: [
      "Students select a material for a camping-stove pot using Ashby charts and performance indices. Twenty minutes in, the client emails: weight matters more than cost. Twenty minutes later: the pot must be recyclable in the municipal stream.",
      "Each change forces teams to revisit their index, their chart and their argument. The final deliverable is a short memo listing the three candidates, the winner under each set of priorities, and the question the team would ask the client next.",
    ],
    objectives: [
      "Derive a material index from a function, an objective and constraints.",
      "Use selection charts to shortlist candidate materials.",
      "Explain how the best choice depends on the client's priorities.",
    ],
    tips: [
      "Print the client emails and deliver them by hand; the interruption is part of the experience.",
      "Accept several defensible answers and grade the reasoning, not the material.",
    ],
    mindset: {
      curiosity: "Teams ask what the client will value next instead of assuming the brief is fixed.",
      connections: "Mechanical performance, cost and end-of-life connect in one decision.",
      creatingValue: "The memo recommends what serves the client now and names what to ask next.",
      indicators: [
        "Identify unexpected opportunities to create extraordinary value",
        "Understand the motivations and perspectives of others",
      ],
    },
    authors: ["samir", "grace"],
  },
  {
    type: "Course",
    title: "Mechanics of Materials, redesigned around value",
    summary:
      "A full-term Mechanics of Materials course in which every unit ends with a design decision for a real stakeholder.",
    disciplines: ["Mechanical Engineering", "Civil Engineering"],
    level: "second-year",
    size: "large",
    time: "full-term",
    license: "cc-by-nc-sa-4.0",
    tags: ["mechanics of materials", "course design", "active learning", "design decisions"],
    description: [
      "The content is the usual sequence: axial loading, torsion, bending, shear, combined stresses, deflection and buckling. What changes is the end of each unit: instead of a harder textbook problem, students make a design decision for someone.",
      {
        list: [
          "Axial loading: sizing the cables of a campus hammock stand for the facilities manager.",
          "Torsion: choosing a shaft for a food-bank conveyor on a volunteer's budget.",
          "Bending: a bookshelf that a student can build with a hand saw and not regret.",
          "Buckling: columns for a community garden pergola, checked against the city's code.",
        ],
      },
      "Class time is two-thirds worked problems in pairs and one-third mini-lectures. Exams keep the traditional problems; the design decisions are graded with a short rubric.",
    ],
    objectives: [
      "Calculate stresses, strains and deflections in members under axial, torsional and bending loads.",
      "Select member sizes that meet strength and stiffness requirements with a stated safety factor.",
      "Communicate a design decision and its assumptions to a non-engineering stakeholder.",
      "Reflect on how an engineering decision changes with the stakeholder's priorities.",
    ],
    tips: [
      "Start with one redesigned unit, not six. Bending is the easiest to convert.",
      "Recruit the stakeholders from campus; a facilities manager visiting for ten minutes is worth a week of lecture.",
      "Keep the rubric to four rows: correctness, assumptions, stakeholder fit, clarity.",
    ],
    mindset: {
      curiosity: "Each unit opens with a stakeholder's question rather than a formula.",
      connections: "Six units of content connect to one recurring habit: deciding for someone.",
      creatingValue: "Every calculation ends in a recommendation somebody could act on.",
      indicators: [
        "Communicate an engineering solution in economic terms",
        "Substantiate claims with data and facts",
        "Identify personal passions and how they can create value",
      ],
    },
    files: [
      {
        name: "course-calendar.csv",
        lines: [
          "week,topic,design decision",
          "1-2,axial loading,hammock stand cables",
          "3-4,torsion,food-bank conveyor shaft",
          "5-7,bending,student-built bookshelf",
          "8-9,shear and combined stress,bike-rack bracket",
          "10-11,deflection,accessible ramp handrail",
          "12-13,buckling,community garden pergola",
        ],
      },
    ],
    authors: ["marcus", "priya"],
    externalAuthor: {
      name: "Dr. Karen Liu",
      title: "Lecturer in Engineering Mechanics",
      institution: "Ohio Northern University",
    },
  },
  {
    type: "Assessment",
    title: "Rubric for design trade-off memos",
    summary:
      "A four-level analytic rubric for one-page memos in which students recommend a design and defend its trade-offs to a stakeholder.",
    disciplines: ["Mechanical Engineering", "General Engineering"],
    level: "any-level",
    size: "any-size",
    time: "under-one-class",
    license: "cc-by-4.0",
    tags: ["rubric", "technical writing", "trade-offs", "assessment"],
    description: [
      "Design courses ask students to justify decisions, but grading that justification is slow and inconsistent. This rubric scores a one-page memo on four criteria, each with four levels described in student-friendly language.",
      {
        list: [
          "**Recommendation**: a clear choice stated in the first two sentences.",
          "**Evidence**: calculations, test data or sources that support the choice.",
          "**Trade-offs**: what was given up and why it is acceptable for this stakeholder.",
          "**Audience**: language and length suited to the reader.",
        ],
      },
      "Three graders using it on the same 40 memos agreed within one level on 92 % of scores after a 30-minute calibration.",
    ],
    objectives: [
      "State a design recommendation clearly and early.",
      "Support a recommendation with relevant evidence.",
      "Articulate trade-offs in terms that matter to a specific stakeholder.",
    ],
    tips: [
      "Calibrate with three sample memos (weak, middling, strong) before grading.",
      "Give the rubric to students with the assignment; the memos improve immediately.",
      "Use the 'Trade-offs' row alone for quick in-class feedback on drafts.",
    ],
    mindset: {
      curiosity: "The rubric rewards asking what the stakeholder actually values.",
      connections: "Evidence, trade-offs and audience are scored together, as a reader experiences them.",
      creatingValue: "A memo scores highly only when a real reader could act on it.",
      indicators: [
        "Communicate an engineering solution in economic terms",
        "Substantiate claims with data and facts",
      ],
    },
    files: [
      {
        name: "trade-off-memo-rubric.csv",
        lines: [
          "criterion,beginning (1),developing (2),proficient (3),exemplary (4)",
          "Recommendation,no clear choice,choice stated late,clear choice early,clear choice with conditions",
          "Evidence,none or irrelevant,some evidence,relevant evidence,evidence weighed and cited",
          "Trade-offs,not mentioned,listed,explained,explained for this stakeholder",
          "Audience,jargon-heavy,mixed,suited to reader,concise and persuasive",
        ],
      },
    ],
    authors: ["noah", "marcus"],
  },
];
