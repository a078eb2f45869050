import type { DemoCardSpec } from "../demo-card-spec";

/** Industrial and systems engineering, capstone design and engineering management. */
export const systemsAndCapstoneCards: DemoCardSpec[] = [
  {
    type: "Activity",
    title: "Customer discovery interviews for capstone teams",
    summary:
      "A two-week sprint in which capstone teams run ten customer interviews, test their assumptions and rewrite their problem statement.",
    disciplines: ["Mechanical Engineering", "Engineering Management"],
    level: "fourth-year",
    size: "medium",
    time: "several-classes",
    license: "cc-by-nc-sa-4.0",
    tags: ["customer discovery", "capstone", "interviews", "lean startup"],
    description: [
      "Capstone teams usually inherit a problem statement from a sponsor and never question it. In this sprint, each team lists its riskiest assumptions about the users, then interviews at least ten people who would use, buy, install or maintain the product.",
      {
        steps: [
          "Write assumptions on sticky notes and rank them by risk.",
          "Draft open questions; no pitching, no yes/no questions.",
          "Interview in pairs: one asks, one writes verbatim quotes.",
          "Sort quotes on a wall; look for surprises.",
          "Rewrite the problem statement and present what changed.",
        ],
      },
      "Most teams change their problem statement. The sponsors usually welcome it.",
    ],
    objectives: [
      "Identify and rank the assumptions a design depends on.",
      "Conduct open-ended interviews that avoid leading questions.",
      "Synthesise interview data into insights and a revised problem statement.",
    ],
    tips: [
      "Role-play a terrible interview first (all pitching, no listening). Students laugh and remember.",
      "Require verbatim quotes in the synthesis; paraphrases hide the surprises.",
      "Tell sponsors in advance that the problem statement may change.",
    ],
    mindset: {
      curiosity: "Teams test their assumptions about users instead of defending them.",
      connections: "Users, buyers, installers and maintainers each change the picture.",
      creatingValue: "A better problem statement leads to a design someone will actually use.",
      indicators: [
        "Test concepts quickly via customer engagement",
        "Understand the motivations and perspectives of others",
        "Identify and work with stakeholders",
      ],
    },
    files: [
      {
        name: "interview-guide.txt",
        lines: [
          "Customer discovery interview guide",
          "Tell me about the last time you [did the task]. What happened?",
          "What was the hardest part? Why?",
          "What have you tried to make it easier? What did that cost you?",
          "If you could change one thing, what would it be?",
          "Who else should we talk to?",
        ],
      },
    ],
    links: [
      {
        title: "Engineering Unleashed: the entrepreneurial mindset",
        url: "https://engineeringunleashed.com/mindset",
      },
    ],
    authors: ["marcus", "tomas", "rita"],
  },
  {
    type: "Activity",
    title: "Lean coffee shop: value stream mapping on campus",
    summary:
      "Students map the value stream of the campus coffee shop at rush hour and propose changes the manager can make next week.",
    disciplines: ["Industrial Engineering"],
    level: "second-year",
    size: "medium",
    time: "several-classes",
    license: "cc-by-4.0",
    tags: ["lean", "value stream mapping", "queues", "operations"],
    description: [
      "Teams time each step of an order at the campus coffee shop during the morning rush: ordering, payment, drink preparation, hand-off. They draw a current-state value stream map, identify waste, and design a future state.",
      "The manager hears three proposals in a short meeting and picks one to try. Teams measure again a week later.",
    ],
    objectives: [
      "Collect time-study data in a real service process.",
      "Draw current- and future-state value stream maps.",
      "Identify the seven wastes and propose targeted improvements.",
    ],
    tips: [
      "Ask the manager first and promise not to block the counter.",
      "Stopwatch apps with lap times make data collection painless.",
    ],
    mindset: {
      curiosity: "Teams question why a familiar queue behaves the way it does.",
      connections: "Time studies, layout and customer experience are linked on one map.",
      creatingValue: "The manager tries one proposal and the students measure the result.",
      indicators: [
        "Apply creative thinking to ambiguous problems",
        "Test concepts quickly via customer engagement",
      ],
    },
    authors: ["tomas"],
  },
  {
    type: "Activity",
    title: "Simulating a clinic queue",
    summary:
      "Students build a discrete-event simulation of a walk-in clinic from real arrival data and test staffing changes before the clinic does.",
    disciplines: ["Industrial Engineering", "Systems Engineering"],
    level: "third-year",
    size: "small",
    time: "several-weeks",
    license: "cc-by-nc-sa-4.0",
    tags: ["simulation", "queueing", "healthcare", "data"],
    description: [
      "A student health clinic shares anonymised arrival and service times. Teams fit distributions, build a discrete-event model, validate it against observed waiting times and test three staffing scenarios.",
      "The clinic director joins the final presentation; teams must present uncertainty honestly, not only averages.",
    ],
    objectives: [
      "Fit input distributions to arrival and service data.",
      "Build and validate a discrete-event simulation model.",
      "Compare scenarios with confidence intervals and explain the results to a manager.",
    ],
    tips: [
      "Any simulation tool works; students who use Python learn the most about the mechanics.",
      "Ask for one slide that a director could forward to their boss.",
    ],
    mindset: {
      curiosity: "Teams investigate what really drives waiting, not what people assume.",
      connections: "Statistics, modelling and clinic operations come together.",
      creatingValue: "Scenarios help the clinic serve students faster without new cost.",
      indicators: ["Substantiate claims with data and facts", "Identify and work with stakeholders"],
    },
    files: [
      {
        name: "clinic-arrivals-sample.csv",
        lines: [
          "patient,arrival_min,service_min",
          "1,0,12",
          "2,4,9",
          "3,5,15",
          "4,11,7",
          "5,18,22",
          "6,19,10",
          "7,27,8",
        ],
      },
    ],
    authors: ["tomas", "hannah"],
  },
  {
    type: "General",
    title: "Systems thinking with causal loop diagrams",
    summary:
      "A one-class introduction to causal loop diagrams using a problem students know well: the all-nighter before a deadline.",
    disciplines: ["Systems Engineering", "General Engineering"],
    level: "any-level",
    size: "any-size",
    time: "one-class",
    license: "cc-by-4.0",
    tags: ["systems thinking", "feedback loops", "modelling"],
    description: [
      "Students draw the loops behind the all-nighter: less sleep lowers productivity, which delays work, which cuts sleep further. They label reinforcing and balancing loops and find leverage points.",
      "In the second half, teams draw a loop diagram for an engineering problem from their own course or project.",
    ],
    objectives: [
      "Identify variables and causal links in a dynamic problem.",
      "Distinguish reinforcing and balancing feedback loops.",
      "Locate leverage points for intervention.",
    ],
    tips: [
      "Start with the all-nighter; everyone has an opinion.",
      "Use large paper and markers, not software.",
    ],
    mindset: {
      curiosity: "Students ask why problems persist despite everyone's efforts.",
      connections: "Loops reveal connections between causes that seemed separate.",
      creatingValue: "Leverage points show where effort creates the most benefit.",
      indicators: [
        "Integrate information from many sources to gain insight",
        "Explore a contrarian view of accepted solutions",
      ],
    },
    authors: ["tomas", "max"],
  },
  {
    type: "Program",
    title: "An industry-sponsored capstone program",
    summary:
      "How one department runs 30 sponsored capstone projects a year: recruiting sponsors, scoping projects, contracts and a public showcase.",
    disciplines: ["Mechanical Engineering", "General Engineering"],
    level: "fourth-year",
    size: "large",
    time: "full-term",
    license: "cc-by-nc-sa-4.0",
    tags: ["capstone", "industry partners", "program design", "intellectual property"],
    description: [
      "The program pairs teams of four or five with sponsors who pay a modest fee and commit a liaison for two hours a month. Projects are scoped with sponsors in the spring so they are ready in the fall.",
      {
        list: [
          "A one-page scoping template sponsors fill in.",
          "A standard agreement on intellectual property and confidentiality.",
          "Faculty advisors for every four teams.",
          "A showcase with sponsors judging awards.",
        ],
      },
      "About a third of sponsors hire a student from their team.",
    ],
    objectives: [
      "Deliver a design that meets a sponsor's requirements within budget and schedule.",
      "Manage a professional relationship with an external client.",
      "Document and present a design to technical and business audiences.",
    ],
    tips: [
      "Scoping is everything: reject projects that are either research or routine drafting.",
      "Keep fees low; the real cost to sponsors is the liaison's time.",
      "A showcase on a Friday afternoon draws the most sponsors.",
    ],
    mindset: {
      curiosity: "Teams interrogate the sponsor's problem before committing to a concept.",
      connections: "Departments, sponsors and students are linked in a yearly cycle.",
      creatingValue: "Sponsors receive designs they can develop; students gain careers.",
      indicators: ["Identify and work with stakeholders", "Convey engineering solutions in a compelling way"],
    },
    authors: ["marcus", "noah"],
  },
  {
    type: "Course",
    title: "Engineering economics: the pitch, not the spreadsheet",
    summary:
      "Engineering economics organised around three investment pitches students make to a panel, with the time value of money as the tool.",
    disciplines: ["Engineering Management", "Industrial Engineering"],
    level: "third-year",
    size: "large",
    time: "full-term",
    license: "cc-by-nc-sa-4.0",
    tags: ["engineering economics", "NPV", "pitching", "decision making"],
    description: [
      "Students learn the usual tools (present worth, annual worth, rate of return, depreciation and taxes, sensitivity analysis) but apply them to three pitches: replacing a campus boiler, buying a delivery van for a local bakery, and a product idea of their own.",
      "Each pitch is five minutes to a panel of faculty and local business people, followed by questions. The panel's questions are often the best teaching of the term.",
    ],
    objectives: [
      "Evaluate investments using present worth, annual worth and rate of return.",
      "Include depreciation, taxes and inflation in economic analyses.",
      "Perform sensitivity and break-even analyses.",
      "Pitch an investment persuasively with honest uncertainty.",
    ],
    tips: [
      "Local business owners make generous, tough panelists.",
      "Limit slides to five; the numbers must speak.",
    ],
    mindset: {
      curiosity: "Students ask what would make the investment fail.",
      connections: "Financial tools connect engineering choices to business decisions.",
      creatingValue: "Every analysis ends in a decision an investor could make.",
      indicators: ["Communicate an engineering solution in economic terms", "Assess and manage risk"],
    },
    authors: ["tomas", "noah"],
  },
  {
    type: "Assessment",
    title: "Peer evaluation that teams trust",
    summary:
      "A peer-evaluation process with behavioural anchors, a mid-term formative round and instructor moderation that students find fair.",
    disciplines: ["General Engineering"],
    level: "any-level",
    size: "any-size",
    time: "several-weeks",
    license: "cc-by-4.0",
    tags: ["peer evaluation", "teamwork", "assessment", "fairness"],
    description: [
      "Students distrust peer evaluation because it feels like a popularity contest. This process uses five behaviours with concrete anchors (e.g. 'came to meetings prepared'), a formative round at mid-term that does not count, and a summative round at the end that adjusts individual grades within limits.",
      "Instructors review outliers and talk to the team before any adjustment.",
    ],
    objectives: [
      "Evaluate teammates' contributions against concrete behaviours.",
      "Give and receive constructive feedback on teamwork.",
      "Adjust team behaviour after formative feedback.",
    ],
    tips: [
      "The mid-term round matters most; schedule time for teams to discuss it.",
      "Cap adjustments at plus or minus 10 %.",
    ],
    mindset: {
      curiosity: "Students reflect on how their behaviour affects the team.",
      connections: "Individual contributions connect to team outcomes.",
      creatingValue: "Fairer teams produce better work and better experiences.",
      indicators: [
        "Understand the motivations and perspectives of others",
        "Persist through and learn from failure",
      ],
    },
    files: [
      {
        name: "peer-evaluation-anchors.csv",
        lines: [
          "behaviour,1 rarely,3 usually,5 always",
          "Prepared for meetings,came unprepared,mostly prepared,always prepared and shared notes",
          "Met deadlines,missed several,met most,met all and helped others",
          "Communication,hard to reach,responsive,proactive and clear",
        ],
      },
    ],
    authors: ["noah", "amara"],
  },
  {
    type: "Activity",
    title: "Quality control charts with paper helicopters",
    summary:
      "Teams build paper helicopters, time their flights and use control charts and a designed experiment to improve them.",
    disciplines: ["Industrial Engineering", "Aerospace Engineering"],
    level: "second-year",
    size: "medium",
    time: "one-class",
    license: "cc-by-sa-4.0",
    tags: ["statistical process control", "design of experiments", "quality"],
    description: [
      "Paper helicopters are cheap, fun and wonderfully variable. Teams drop 25 copies of one design, chart flight times, and decide whether the process is in control. Then a two-level factorial experiment (wing length, body width, paper clip) finds a better design.",
    ],
    objectives: [
      "Construct and interpret X-bar and R control charts.",
      "Plan and analyse a two-level factorial experiment.",
      "Distinguish common-cause from special-cause variation.",
    ],
    tips: [
      "Drop from a balcony of at least 3 m.",
      "Use the same person to time all drops, or measure that effect too.",
    ],
    mindset: {
      curiosity: "Teams explore why identical helicopters fly differently.",
      connections: "Statistics, manufacturing and aerodynamics meet in one paper toy.",
      creatingValue: "A controlled process gives customers a product they can count on.",
      indicators: [
        "Substantiate claims with data and facts",
        "Apply creative thinking to ambiguous problems",
      ],
    },
    authors: ["tomas", "grace"],
  },
];
