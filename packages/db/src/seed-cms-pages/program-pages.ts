import type { SeedPageCopy } from "./seed-page-copy";

/** Faculty development and get-involved pages of the mega-menu. */
export const programPages: SeedPageCopy[] = [
  {
    slug: "faculty-development",
    title: "Workshops",
    lead: "Practical workshops that help faculty weave the entrepreneurial mindset into their courses.",
    body: [
      "Workshops are hands-on and collaborative. Participants bring a course they teach and leave with a concrete plan: a revised activity, an assessment aligned with the 3Cs, and a network of peers working on similar challenges.",
      "Sessions suit every stage, from faculty meeting the entrepreneurial mindset for the first time to experienced educators preparing to facilitate workshops of their own.",
    ],
    action: { label: "See upcoming events", to: "/events" },
  },
  {
    slug: "fellows",
    title: "Fellows",
    lead: "Educators recognised for sustained leadership in entrepreneurial engineering education.",
    body: [
      "Fellows have shown, over several years, what an entrepreneurial mindset looks like across courses and programs. They mentor colleagues, lead workshops and contribute some of the most widely used cards on the platform.",
      "Their profiles are a good place to find exemplary materials and people willing to talk through your own ideas.",
    ],
    action: { label: "Find members", to: "/search?types=user" },
  },
  {
    slug: "crescendo",
    title: "Crescendo",
    lead: "A development path for educators ready to take their practice further.",
    body: [
      "Crescendo supports faculty who have already tried entrepreneurial-mindset teaching and want to deepen it: refining their approach, studying its effect on students, and sharing what they learn with others.",
      "Participants work with peers over an extended period, so ideas are tested in real courses and improved between meetings rather than left in a notebook.",
    ],
  },
  {
    slug: "emee",
    title: "EMEE",
    lead: "A community of practice for entrepreneurial-mindset engineering educators.",
    body: [
      "EMEE brings faculty together around shared questions of teaching: how to design for curiosity, how to make connections across courses, how to assess value creation fairly. Members exchange materials, review each other's work and meet regularly to compare notes.",
      "It is a welcoming place to begin if you are new to the community and want colleagues to learn alongside.",
    ],
    action: { label: "Find members", to: "/search?types=user" },
  },
  {
    slug: "get-involved",
    title: "All Initiatives",
    lead: "Ways to take part, whatever your role and however much time you have.",
    body: [
      "The network runs initiatives for every part of an engineering education: first-year experiences, assessment, undergraduate research, professional societies and new programs. Each connects you with colleagues working on the same kind of change.",
      "Pick the initiative closest to your current work. Contributing a single card is a meaningful way to start.",
    ],
    action: { label: "Create a card", to: "/card/create" },
  },
  {
    slug: "emify",
    title: "First Year",
    lead: "Bringing the entrepreneurial mindset to students' first engineering courses.",
    body: [
      "The first year shapes how students see engineering. This initiative gathers short, adaptable activities that fit introductory courses and help new students practise curiosity, make connections and think about who their work serves.",
      "Activities are designed to drop into an existing syllabus with little preparation, and many include the slides, handouts and rubrics you need.",
    ],
    action: { label: "Browse teaching cards", to: "/search?types=card" },
  },
  {
    slug: "assessment",
    title: "Assessment",
    lead: "Measuring the growth of an entrepreneurial mindset with rigour and care.",
    body: [
      "Good assessment tells students and instructors whether a change in teaching made a difference. This initiative shares rubrics, reflection prompts and study designs aligned with the 3Cs, along with advice on using them fairly.",
      "Cards tagged as assessments include their indicators and guidance, so you can adopt a proven instrument instead of building one from scratch.",
    ],
    action: { label: "Browse teaching cards", to: "/search?types=card" },
  },
  {
    slug: "undergraduate-research",
    title: "Undergraduate Research",
    lead: "Research experiences that build curiosity and value-focused thinking.",
    body: [
      "Research can be one of the most powerful experiences an undergraduate has. This initiative helps mentors frame projects around open questions, real stakeholders and clear communication of impact.",
      "Find approaches for structuring a research group, guiding student reflection and presenting results to audiences beyond the lab.",
    ],
  },
  {
    slug: "ambassadors",
    title: "Professional Societies",
    lead: "Carrying entrepreneurial-mindset teaching into the professional societies engineers belong to.",
    body: [
      "Ambassadors represent the community within professional engineering societies, organising sessions, sharing materials and connecting educators who may never have met otherwise.",
      "If you are active in a society, ambassadors can help you bring entrepreneurial-mindset work to its conferences and publications.",
    ],
    action: { label: "Find members", to: "/search?types=user" },
  },
  {
    slug: "emerge",
    title: "Start A New Program",
    lead: "Support for institutions beginning their entrepreneurial-mindset journey.",
    body: [
      "Starting a program is easier with people who have done it before. This initiative pairs new institutions with experienced colleagues, shares models for faculty development on campus, and helps teams set goals they can measure.",
      "Begin by gathering a small group of interested faculty, exploring cards from peer institutions, and agreeing on a first course to change.",
    ],
    action: { label: "Browse teaching cards", to: "/search?types=card" },
  },
];
