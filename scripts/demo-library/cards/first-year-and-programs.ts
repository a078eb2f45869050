import type { DemoCardSpec } from "../demo-card-spec";

/** First-year engineering, the entrepreneurial mindset, programs and their assessment. */
export const firstYearAndProgramCards: DemoCardSpec[] = [
  {
    type: "Program",
    title: "First-year design studio: twelve weeks, three clients",
    summary:
      "A first-year program in which 600 students rotate through three short design projects for real clients, with studio coaches.",
    disciplines: ["First-Year Engineering"],
    level: "first-year",
    size: "large",
    time: "full-term",
    license: "cc-by-nc-sa-4.0",
    tags: ["first-year", "design studio", "clients", "program design"],
    description: [
      "Students work in studios of 24 with a faculty coach and two upper-class mentors. Each four-week project has a real client: a campus office, a local nonprofit, a faculty researcher.",
      {
        list: [
          "Project 1: an assistive device for a local adult day centre.",
          "Project 2: a display for the campus food pantry.",
          "Project 3: a lab fixture for a faculty researcher.",
        ],
      },
      "Teams change for each project so that every student works with eleven classmates by the end of the term.",
    ],
    objectives: [
      "Apply a design process from problem definition to prototype.",
      "Work effectively in changing teams.",
      "Communicate designs to clients orally and visually.",
      "Reflect on one's growth as an engineer.",
    ],
    tips: [
      "Recruit clients who enjoy students; enthusiasm matters more than the problem.",
      "Train mentors with a half-day workshop before the term.",
      "Keep prototypes low fidelity: cardboard, tape and a hot-glue gun.",
    ],
    mindset: {
      curiosity: "First-year students learn to ask clients questions before building.",
      connections: "Three projects show how different problems share one design process.",
      creatingValue: "Each project ends with a prototype a client can react to.",
      indicators: ["Test concepts quickly via customer engagement", "Persist through and learn from failure"],
    },
    authors: ["amara"],
  },
  {
    type: "General",
    title: "Curiosity questions warm-up",
    summary:
      "A five-minute warm-up at the start of class: students write questions about an everyday object, then sort them into questions engineers could answer.",
    disciplines: ["First-Year Engineering", "General Engineering"],
    level: "first-year",
    size: "any-size",
    time: "under-one-class",
    license: "cc0-1.0",
    tags: ["curiosity", "warm-up", "questioning", "active learning"],
    description: [
      "Show an everyday object (a zipper, a traffic light, a coffee lid). Students have two minutes to write as many questions about it as they can, then two minutes to mark which ones an engineer could answer and how.",
      "Collect a few aloud. Over a term, the questions get more specific and more engineering-flavoured, and students start asking them unprompted.",
    ],
    objectives: [
      "Generate many questions about a familiar object.",
      "Classify questions by how they could be answered.",
      "Connect everyday observations to engineering concepts.",
    ],
    tips: [
      "Pick objects that relate to the day's topic when you can.",
      "Never judge a question during the two minutes.",
    ],
    mindset: {
      curiosity: "The warm-up builds the habit of asking questions about the world.",
      connections: "Everyday objects become entry points to engineering concepts.",
      creatingValue: "Good questions are the start of problems worth solving.",
      indicators: [
        "Demonstrate constant curiosity about our changing world",
        "Explore a contrarian view of accepted solutions",
      ],
    },
    authors: ["amara", "max"],
  },
  {
    type: "General",
    title: "Mapping the 3Cs onto an existing course",
    summary:
      "A guide for faculty to find where Curiosity, Connections and Creating Value already live in a course and strengthen them without adding content.",
    disciplines: ["General Engineering"],
    level: "any-level",
    size: "any-size",
    time: "several-weeks",
    license: "cc-by-4.0",
    tags: ["entrepreneurial mindset", "3Cs", "course design", "faculty development"],
    description: [
      "Most courses already do some of this. The guide asks faculty to list their course's assignments and, for each, mark where students ask questions (Curiosity), integrate knowledge (Connections) and make something useful for someone (Creating Value).",
      "The map shows gaps. The guide then suggests small changes: a question-generation step before a lab, a connection to another course in a homework problem, a stakeholder added to a design assignment.",
    ],
    objectives: [
      "Audit a course's assignments against the 3Cs.",
      "Identify small, high-leverage changes.",
      "Plan how to assess the changes' effect.",
    ],
    tips: [
      "Do the audit with a colleague; it goes twice as fast and is more honest.",
      "Change one assignment per term.",
    ],
    mindset: {
      curiosity: "Faculty question where their course already fosters the mindset.",
      connections: "The map links assignments across the course and to other courses.",
      creatingValue: "Small changes create more value for students than a new course.",
      indicators: [
        "Integrate information from many sources to gain insight",
        "Identify unexpected opportunities to create extraordinary value",
      ],
    },
    files: [
      {
        name: "3cs-course-map-template.csv",
        lines: ["assignment,curiosity (how),connections (how),creating value (how),change to try"],
      },
    ],
    links: [{ title: "The KEEN Framework", url: "https://engineeringunleashed.com/framework" }],
    authors: ["noah"],
  },
  {
    type: "Program",
    title: "An entrepreneurial-mindset faculty learning community",
    summary:
      "A year-long faculty learning community in which eight instructors redesign one assignment each and share evidence of what changed.",
    disciplines: ["General Engineering", "Engineering Management"],
    level: "any-level",
    size: "small",
    time: "full-term",
    license: "cc-by-nc-sa-4.0",
    tags: ["faculty development", "learning community", "entrepreneurial mindset"],
    description: [
      "Eight faculty from different departments meet every three weeks over lunch. In the fall, each designs one assignment change; in the spring, they teach it, collect evidence and present to the college.",
      "The community works because it is small, interdisciplinary and produces something concrete. Several participants have published their results.",
    ],
    objectives: [
      "Design an assignment that develops the entrepreneurial mindset.",
      "Collect and interpret evidence of its effect on students.",
      "Share teaching practice across disciplines.",
    ],
    tips: ["Provide lunch; attendance doubles.", "Pair new faculty with experienced ones."],
    mindset: {
      curiosity: "Faculty investigate their own teaching with evidence.",
      connections: "Colleagues from different disciplines learn from each other.",
      creatingValue: "Each participant improves a course that hundreds of students take.",
      indicators: [
        "Integrate information from many sources to gain insight",
        "Convey engineering solutions in a compelling way",
      ],
    },
    authors: ["noah", "amara"],
  },
  {
    type: "Program",
    title: "Undergraduate research with an entrepreneurial mindset",
    summary:
      "A summer research program in which undergraduates pair a lab project with a value proposition and interviews with potential users.",
    disciplines: ["Materials Science and Engineering", "General Engineering"],
    level: "third-year",
    size: "small",
    time: "several-weeks",
    license: "cc-by-nc-sa-4.0",
    tags: ["undergraduate research", "value proposition", "summer program"],
    description: [
      "Ten undergraduates spend ten weeks in research labs. Alongside their lab work, they attend a weekly workshop on value propositions and interview five people who might use their research: companies, clinicians, other researchers.",
      "The program ends with a research poster and a one-minute 'why it matters' pitch.",
    ],
    objectives: [
      "Conduct a research project with guidance.",
      "Explain the value of research to different audiences.",
      "Identify potential users of research outcomes.",
    ],
    tips: [
      "Brief research mentors early; some worry it distracts from lab work.",
      "The pitches are a highlight; invite the dean.",
    ],
    mindset: {
      curiosity: "Students explore questions at the edge of what is known.",
      connections: "Research is linked to the people who might use it.",
      creatingValue: "Students articulate why their research matters and for whom.",
      indicators: [
        "Demonstrate constant curiosity about our changing world",
        "Convey engineering solutions in a compelling way",
      ],
    },
    authors: ["samir", "noah"],
  },
  {
    type: "Assessment",
    title: "Reflection prompts and a scoring guide for the 3Cs",
    summary:
      "Six reflection prompts and a three-level scoring guide to assess growth in Curiosity, Connections and Creating Value across a course.",
    disciplines: ["First-Year Engineering", "General Engineering"],
    level: "any-level",
    size: "any-size",
    time: "under-one-class",
    license: "cc-by-4.0",
    tags: ["reflection", "entrepreneurial mindset", "assessment", "3Cs"],
    description: [
      "Reflections are easy to assign and hard to assess. These prompts ask for specific evidence ('Describe a moment this week when a question changed your design'), and the scoring guide rates specificity, insight and transfer on three levels.",
      "Scoring a reflection takes about a minute.",
    ],
    objectives: [
      "Reflect on one's own learning with specific evidence.",
      "Recognise moments of curiosity, connection and value creation.",
      "Transfer insights to future work.",
    ],
    tips: ["Use two prompts per term, not six.", "Share anonymised exemplary reflections with the class."],
    mindset: {
      curiosity: "Prompts ask students when a question changed their thinking.",
      connections: "Students connect experiences across the course.",
      creatingValue: "Students articulate the value they created and for whom.",
      indicators: [
        "Identify personal passions and how they can create value",
        "Persist through and learn from failure",
      ],
    },
    files: [
      {
        name: "3cs-reflection-prompts.pdf",
        lines: [
          "Reflection prompts for the 3Cs",
          "1. Describe a moment this week when a question changed your design.",
          "2. What did you learn in another course that helped you here? How?",
          "3. Who will benefit from your work, and how do you know?",
          "4. What failed, and what did it teach you?",
          "5. What would you investigate if you had another week?",
          "6. How has your idea of engineering changed this term?",
        ],
      },
    ],
    authors: ["noah"],
  },
  {
    type: "Assessment",
    title: "Concept inventory pre/post for statics",
    summary:
      "How to run a statics concept inventory before and after a course, compute normalised gains and use the results to change teaching.",
    disciplines: ["Civil Engineering", "Mechanical Engineering"],
    level: "second-year",
    size: "large",
    time: "under-one-class",
    license: "cc-by-4.0",
    tags: ["concept inventory", "statics", "learning gains", "assessment"],
    description: [
      "A concept inventory measures understanding rather than calculation. Give it in the first and last week, compute each student's normalised gain, and look at the items where gains are lowest.",
      "In our course, friction and two-force members were the weakest concepts. One new activity on each raised gains the next year.",
    ],
    objectives: [
      "Administer a concept inventory reliably.",
      "Compute and interpret normalised learning gains.",
      "Use item-level results to target teaching changes.",
    ],
    tips: ["Give it for participation credit only.", "Look at items, not just the total score."],
    mindset: {
      curiosity: "Instructors ask what students really understand, not just what they can calculate.",
      connections: "Item results connect to specific activities in the course.",
      creatingValue: "Targeted changes improve learning for every future student.",
      indicators: ["Substantiate claims with data and facts", "Persist through and learn from failure"],
    },
    files: [
      {
        name: "normalised-gain-calculator.csv",
        lines: [
          "student,pre_percent,post_percent,normalised_gain",
          "S01,35,70,0.54",
          "S02,50,80,0.60",
          "S03,20,45,0.31",
          "S04,65,90,0.71",
        ],
      },
    ],
    authors: ["priya", "noah"],
  },
  {
    type: "Assessment",
    title: "Design portfolio assessment in aerospace",
    summary:
      "A portfolio in which aerospace students curate their design work across three years, assessed with a rubric at each year's end.",
    disciplines: ["Aerospace Engineering"],
    level: "any-level",
    size: "medium",
    time: "full-term",
    license: "cc-by-nc-sa-4.0",
    tags: ["portfolio", "design", "aerospace", "longitudinal assessment"],
    description: [
      "From the second year, students keep a design portfolio: three to five pieces of their best design work with a short reflection on each. At the end of each year, faculty score it with a rubric covering technical depth, communication and growth.",
      "Portfolios help students prepare for internships, and the aggregated scores tell the department where the curriculum needs work.",
    ],
    objectives: [
      "Curate and present one's design work.",
      "Reflect on growth over several years.",
      "Communicate design work to employers.",
    ],
    tips: [
      "Start with a template; blank pages intimidate.",
      "Invite industry reviewers for the final-year portfolio.",
    ],
    mindset: {
      curiosity: "Students reflect on how their questions have grown more sophisticated.",
      connections: "Work from different courses is connected into one story.",
      creatingValue: "The portfolio shows employers the value a student brings.",
      indicators: [
        "Convey engineering solutions in a compelling way",
        "Identify personal passions and how they can create value",
      ],
    },
    authors: ["grace"],
  },
];

/** The card its author has submitted for review (not published): the reviewers' queue. */
export const demoCardInReview: DemoCardSpec = {
  type: "Activity",
  title: "Pitching a mechatronics prototype in 90 seconds",
  summary:
    "Teams demonstrate a mechatronics prototype and pitch its value in 90 seconds to a panel of engineers and a non-engineer.",
  disciplines: ["Mechatronics", "Electrical Engineering"],
  level: "third-year",
  size: "medium",
  time: "one-class",
  license: "cc-by-nc-sa-4.0",
  tags: ["pitching", "mechatronics", "communication", "prototyping"],
  description: [
    "At the end of a mechatronics lab sequence, teams have a working prototype and no idea how to explain why it matters. This session gives each team 90 seconds: what it does, who it helps, and one number that proves it works.",
    "The panel includes one person who is not an engineer; their questions are the most useful.",
  ],
  objectives: [
    "Summarise a technical prototype concisely.",
    "State the value of a prototype for a specific user.",
    "Respond to questions from non-technical audiences.",
  ],
  tips: [
    "Practise with a timer; 90 seconds is shorter than anyone thinks.",
    "Ban slides; the prototype is the visual.",
  ],
  mindset: {
    curiosity: "Teams ask what their audience cares about before they pitch.",
    connections: "Mechanics, electronics and code are explained as one product.",
    creatingValue: "The pitch must name who benefits and how.",
    indicators: [
      "Convey engineering solutions in a compelling way",
      "Communicate an engineering solution in economic terms",
    ],
  },
  authors: ["elena", "grace"],
};
