/**
 * Introductory copy of the content pages of spec §2 (admins will later manage pages through the CMS).
 * Keyed by route path without the leading slash. One module so copy is edited in one place.
 */
export type ContentPage = {
  title: string;
  /** One sentence under the title. */
  lead: string;
  body: string[];
  /** Question-and-answer pairs, shown after the body (FAQ). */
  questions?: { question: string; answer: string }[];
  /** The next step the page suggests. */
  action?: { label: string; to: string };
};

const browseCards = { label: "Browse teaching cards", to: "/search?types=card" };
const findMembers = { label: "Find members", to: "/search?types=user" };

export const contentPages: Record<string, ContentPage> = {
  about: {
    title: "About KEEN Cards",
    lead: "A shared library of teaching ideas, written by engineering educators for their colleagues.",
    body: [
      "KEEN Cards gives engineering faculty one place to publish the activities, courses and assessments that work in their classrooms. Each card explains what students do, why it builds an entrepreneurial mindset, and what you need to run it, so a colleague at another institution can adapt it next semester.",
      "Cards are written together, reviewed by peers and cited like any other scholarly work. The result is a growing body of practice that rewards the time educators invest in teaching, and helps good ideas travel further than a single department.",
    ],
    action: browseCards,
  },
  mindset: {
    title: "What is EM?",
    lead: "The entrepreneurial mindset is a way of seeing problems as opportunities to create value for others.",
    body: [
      "An entrepreneurial mindset (EM) is not about starting companies. It describes engineers who stay curious about a changing world, connect information from many sources to gain insight, and focus on creating value for the people their work will serve. We call these habits the 3Cs: Curiosity, Connections and Creating Value.",
      "Faculty build the mindset alongside technical skills, often with small changes: an open-ended question at the start of a lab, a design review with a real stakeholder, a reflection that asks who benefits and how. The cards in this library show many such changes in practice.",
    ],
    action: { label: "See the framework", to: "/framework" },
  },
  framework: {
    title: "Framework",
    lead: "A shared vocabulary for integrating the entrepreneurial mindset with engineering thinking and action.",
    body: [
      "The framework pairs the 3Cs with the engineering skills students already practise: defining problems, applying technical knowledge, designing, testing and communicating. It gives educators a common language for stating what a lesson aims to develop and how they will know it worked.",
      "Every card on the platform uses the framework to describe its alignment: which of the 3Cs it targets, how, and with which indicators. That makes it easy to compare cards, to fill gaps in a course, and to assess outcomes consistently across sections.",
    ],
    action: browseCards,
  },
  scholarship: {
    title: "Scholarship",
    lead: "Treating teaching as scholarship: evidence, peer review and publication.",
    body: [
      "Educators in the network study what works and share what they learn through conference papers, journal articles and practice briefs. This page collects pathways for turning a classroom innovation into scholarly work, from framing a research question to choosing a venue.",
      "Published cards can be cited in the common academic formats, so the teaching materials behind a study are as easy to reference as the study itself.",
    ],
  },
  "national-conference": {
    title: "National Conference",
    lead: "The annual gathering of the KEEN community.",
    body: [
      "The national conference brings together faculty, academic leaders and partners to share practice, celebrate outstanding work and plan what comes next. Sessions range from hands-on workshops to research presentations and informal conversations between colleagues.",
      "Many cards in this library began as a conference conversation. Come with an idea, and leave with collaborators who want to try it in their own courses.",
    ],
    action: { label: "See upcoming events", to: "/events" },
  },
  "rising-stars": {
    title: "Rising Stars",
    lead: "Recognising early-career faculty who are changing how engineering is taught.",
    body: [
      "Rising Stars are early-career educators whose teaching already shows an entrepreneurial mindset in action. Recognition connects them with mentors across the network and gives their work a wider audience.",
      "Browse their cards and profiles to see fresh approaches to familiar courses, and consider nominating a colleague whose teaching deserves to be better known.",
    ],
    action: findMembers,
  },
  "keen-leadership-council": {
    title: "KEEN Leadership Council",
    lead: "Faculty and academic leaders who guide the direction of the network.",
    body: [
      "The Leadership Council brings experienced voices from partner institutions together to advise on priorities, programs and the health of the community. Members champion the entrepreneurial mindset on their campuses and help new partners find their footing.",
      "If you are interested in how the network sets its direction, the council members listed here are good people to start a conversation with.",
    ],
  },
  keenzine: {
    title: "KEENzine",
    lead: "Stories from classrooms, labs and campuses across the network.",
    body: [
      "KEENzine publishes short features about the people behind the cards: how a course was redesigned, what students built, what surprised the instructor. It is written for busy faculty who want ideas they can use on Monday.",
      "Have a story worth telling? Share your card first, then tell us how it went in class.",
    ],
  },
  "faculty-development": {
    title: "Workshops",
    lead: "Practical workshops that help faculty weave the entrepreneurial mindset into their courses.",
    body: [
      "Workshops are hands-on and collaborative. Participants bring a course they teach and leave with a concrete plan: a revised activity, an assessment aligned with the 3Cs, and a network of peers working on similar challenges.",
      "Sessions suit every stage, from faculty meeting the entrepreneurial mindset for the first time to experienced educators preparing to facilitate workshops of their own.",
    ],
    action: { label: "See upcoming events", to: "/events" },
  },
  fellows: {
    title: "Fellows",
    lead: "Educators recognised for sustained leadership in entrepreneurial engineering education.",
    body: [
      "Fellows have shown, over several years, what an entrepreneurial mindset looks like across courses and programs. They mentor colleagues, lead workshops and contribute some of the most widely used cards on the platform.",
      "Their profiles are a good place to find exemplary materials and people willing to talk through your own ideas.",
    ],
    action: findMembers,
  },
  crescendo: {
    title: "Crescendo",
    lead: "A development path for educators ready to take their practice further.",
    body: [
      "Crescendo supports faculty who have already tried entrepreneurial-mindset teaching and want to deepen it: refining their approach, studying its effect on students, and sharing what they learn with others.",
      "Participants work with peers over an extended period, so ideas are tested in real courses and improved between meetings rather than left in a notebook.",
    ],
  },
  emee: {
    title: "EMEE",
    lead: "A community of practice for entrepreneurial-mindset engineering educators.",
    body: [
      "EMEE brings faculty together around shared questions of teaching: how to design for curiosity, how to make connections across courses, how to assess value creation fairly. Members exchange materials, review each other's work and meet regularly to compare notes.",
      "It is a welcoming place to begin if you are new to the community and want colleagues to learn alongside.",
    ],
    action: findMembers,
  },
  "get-involved": {
    title: "All Initiatives",
    lead: "Ways to take part, whatever your role and however much time you have.",
    body: [
      "The network runs initiatives for every part of an engineering education: first-year experiences, assessment, undergraduate research, professional societies and new programs. Each connects you with colleagues working on the same kind of change.",
      "Pick the initiative closest to your current work. Contributing a single card is a meaningful way to start.",
    ],
    action: { label: "Create a card", to: "/card/create" },
  },
  emify: {
    title: "First Year",
    lead: "Bringing the entrepreneurial mindset to students' first engineering courses.",
    body: [
      "The first year shapes how students see engineering. This initiative gathers short, adaptable activities that fit introductory courses and help new students practise curiosity, make connections and think about who their work serves.",
      "Activities are designed to drop into an existing syllabus with little preparation, and many include the slides, handouts and rubrics you need.",
    ],
    action: browseCards,
  },
  assessment: {
    title: "Assessment",
    lead: "Measuring the growth of an entrepreneurial mindset with rigour and care.",
    body: [
      "Good assessment tells students and instructors whether a change in teaching made a difference. This initiative shares rubrics, reflection prompts and study designs aligned with the 3Cs, along with advice on using them fairly.",
      "Cards tagged as assessments include their indicators and guidance, so you can adopt a proven instrument instead of building one from scratch.",
    ],
    action: browseCards,
  },
  "undergraduate-research": {
    title: "Undergraduate Research",
    lead: "Research experiences that build curiosity and value-focused thinking.",
    body: [
      "Research can be one of the most powerful experiences an undergraduate has. This initiative helps mentors frame projects around open questions, real stakeholders and clear communication of impact.",
      "Find approaches for structuring a research group, guiding student reflection and presenting results to audiences beyond the lab.",
    ],
  },
  ambassadors: {
    title: "Professional Societies",
    lead: "Carrying entrepreneurial-mindset teaching into the professional societies engineers belong to.",
    body: [
      "Ambassadors represent the community within professional engineering societies, organising sessions, sharing materials and connecting educators who may never have met otherwise.",
      "If you are active in a society, ambassadors can help you bring entrepreneurial-mindset work to its conferences and publications.",
    ],
    action: findMembers,
  },
  emerge: {
    title: "Start A New Program",
    lead: "Support for institutions beginning their entrepreneurial-mindset journey.",
    body: [
      "Starting a program is easier with people who have done it before. This initiative pairs new institutions with experienced colleagues, shares models for faculty development on campus, and helps teams set goals they can measure.",
      "Begin by gathering a small group of interested faculty, exploring cards from peer institutions, and agreeing on a first course to change.",
    ],
    action: browseCards,
  },
  "distinguished-speakers": {
    title: "Distinguished Speakers",
    lead: "Voices who can bring the entrepreneurial mindset to your campus or event.",
    body: [
      "Distinguished speakers are educators and practitioners who speak with authority about engineering, innovation and teaching. They are available for keynotes, campus visits and faculty workshops.",
      "Browse their profiles to find a speaker whose expertise matches your audience, then reach out to discuss a visit.",
    ],
    action: findMembers,
  },
  comcats: {
    title: "Community Catalysts",
    lead: "Members who welcome newcomers and help colleagues connect.",
    body: [
      "Community Catalysts make the network feel small. They host conversations, introduce members with shared interests, and help new faculty find the cards and colleagues most relevant to their courses.",
      "If you are not sure where to begin, a catalyst is a friendly first contact.",
    ],
    action: findMembers,
  },
  events: {
    title: "Events",
    lead: "Conferences, workshops and online sessions for the community.",
    body: [
      "Throughout the year the community meets online and in person: the national conference, faculty workshops, webinars from card authors and regional gatherings hosted by partner institutions.",
      "Events are a good moment to share a new card or to find co-authors for one you are planning.",
    ],
    action: { label: "Explore faculty workshops", to: "/faculty-development" },
  },
  "keen-partners": {
    title: "KEEN Partners",
    lead: "The institutions that make up the Kern Entrepreneurial Engineering Network.",
    body: [
      "Partner institutions commit to developing an entrepreneurial mindset in their engineering students. Faculty at partner schools lead workshops, publish cards and mentor colleagues across the network.",
      "Each partner has its own page with its members, fellows, leaders and featured cards, so you can see what peers at similar institutions are teaching.",
    ],
    action: findMembers,
  },
  faq: {
    title: "Frequently asked questions",
    lead: "Quick answers about cards, reviews and your account.",
    body: ["Can't find what you are looking for? Use the contact form and the community team will get back to you."],
    questions: [
      {
        question: "Who can create a card?",
        answer: "Any signed-in member. Cards start as private drafts; you decide when to publish them.",
      },
      {
        question: "Can I write a card with colleagues?",
        answer: "Yes. Invite co-authors and editors to your draft and work on it together in real time.",
      },
      {
        question: "What does a review involve?",
        answer: "A peer reviewer reads your card against a published rubric and either suggests updates or marks it reviewed, which adds a badge to the card.",
      },
      {
        question: "How do I cite a card?",
        answer: "Every published card offers citations in APA, MLA, Chicago, BibTeX and RIS formats.",
      },
    ],
    action: { label: "Contact us", to: "/contact-us" },
  },
  privacy: {
    title: "Privacy",
    lead: "How KEEN Cards handles the personal information you share with it.",
    body: [
      "We collect what the platform needs to work: your account details, the profile you choose to complete, and the cards, reviews and comments you contribute. Profile information you mark as public is visible to other members; drafts stay private to their authors and editors until published.",
      "We use usage analytics to understand which features help educators and to keep the service reliable. You can update your profile at any time from your personal information settings, and you can contact the community team with any question about your data.",
    ],
    action: { label: "Contact us", to: "/contact-us" },
  },
  "site-terms": {
    title: "Site terms",
    lead: "The terms for visiting and browsing this website.",
    body: [
      "These terms cover anyone visiting the public pages of KEEN Cards. Content on the site is provided for educational use; please respect the license shown on each card and attribute authors when you use their work.",
      "Do not attempt to disrupt the service, access accounts that are not yours, or collect members' information. Questions about these terms can be sent to the community team.",
    ],
  },
  "platform-terms": {
    title: "Platform terms",
    lead: "The terms that apply to members who create and share content.",
    body: [
      "As a member you keep ownership of the cards you write. By publishing a card you agree to share it with the community under the license you select, and you confirm that you have the right to share every file and image it contains.",
      "Reviews, ratings and comments should be constructive and professional. The community team may hide content that breaks these terms, and will tell the author why.",
    ],
    action: { label: "Read the materials license agreement", to: "/materials-license-agreement" },
  },
};

/** The copy for a content route path (leading slash and an `explore/` prefix are ignored). */
export function findContentPage(pathname: string): ContentPage | undefined {
  const slug = pathname.replace(/^\/+|\/+$/g, "").replace(/^explore\//, "");
  return Object.hasOwn(contentPages, slug) ? contentPages[slug] : undefined;
}
