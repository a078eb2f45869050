import type { SeedPageCopy } from "./seed-page-copy";

/** Entrepreneurial mindset and KEEN pages of the mega-menu. */
export const mindsetPages: SeedPageCopy[] = [
  {
    slug: "about",
    title: "About KEEN Cards",
    lead: "A shared library of teaching ideas, written by engineering educators for their colleagues.",
    body: [
      "KEEN Cards gives engineering faculty one place to publish the activities, courses and assessments that work in their classrooms. Each card explains what students do, why it builds an entrepreneurial mindset, and what you need to run it, so a colleague at another institution can adapt it next semester.",
      "Cards are written together, reviewed by peers and cited like any other scholarly work. The result is a growing body of practice that rewards the time educators invest in teaching, and helps good ideas travel further than a single department.",
    ],
    action: { label: "Browse teaching cards", to: "/search?types=card" },
  },
  {
    slug: "mindset",
    title: "What is EM?",
    lead: "The entrepreneurial mindset is a way of seeing problems as opportunities to create value for others.",
    body: [
      "An entrepreneurial mindset (EM) is not about starting companies. It describes engineers who stay curious about a changing world, connect information from many sources to gain insight, and focus on creating value for the people their work will serve. We call these habits the 3Cs: Curiosity, Connections and Creating Value.",
      "Faculty build the mindset alongside technical skills, often with small changes: an open-ended question at the start of a lab, a design review with a real stakeholder, a reflection that asks who benefits and how. The cards in this library show many such changes in practice.",
    ],
    action: { label: "See the framework", to: "/framework" },
  },
  {
    slug: "framework",
    title: "Framework",
    lead: "A shared vocabulary for integrating the entrepreneurial mindset with engineering thinking and action.",
    body: [
      "The framework pairs the 3Cs with the engineering skills students already practise: defining problems, applying technical knowledge, designing, testing and communicating. It gives educators a common language for stating what a lesson aims to develop and how they will know it worked.",
      "Every card on the platform uses the framework to describe its alignment: which of the 3Cs it targets, how, and with which indicators. That makes it easy to compare cards, to fill gaps in a course, and to assess outcomes consistently across sections.",
    ],
    action: { label: "Browse teaching cards", to: "/search?types=card" },
  },
  {
    slug: "scholarship",
    title: "Scholarship",
    lead: "Treating teaching as scholarship: evidence, peer review and publication.",
    body: [
      "Educators in the network study what works and share what they learn through conference papers, journal articles and practice briefs. This page collects pathways for turning a classroom innovation into scholarly work, from framing a research question to choosing a venue.",
      "Published cards can be cited in the common academic formats, so the teaching materials behind a study are as easy to reference as the study itself.",
    ],
  },
  {
    slug: "events",
    title: "Events",
    lead: "Conferences, workshops and online sessions for the community.",
    body: [
      "Throughout the year the community meets online and in person: the national conference, faculty workshops, webinars from card authors and regional gatherings hosted by partner institutions.",
      "Events are a good moment to share a new card or to find co-authors for one you are planning.",
    ],
    action: { label: "Explore faculty workshops", to: "/faculty-development" },
  },
  {
    slug: "national-conference",
    title: "National Conference",
    lead: "The annual gathering of the KEEN community.",
    body: [
      "The national conference brings together faculty, academic leaders and partners to share practice, celebrate outstanding work and plan what comes next. Sessions range from hands-on workshops to research presentations and informal conversations between colleagues.",
      "Many cards in this library began as a conference conversation. Come with an idea, and leave with collaborators who want to try it in their own courses.",
    ],
    action: { label: "See upcoming events", to: "/events" },
  },
  {
    slug: "rising-stars",
    title: "Rising Stars",
    lead: "Recognising early-career faculty who are changing how engineering is taught.",
    body: [
      "Rising Stars are early-career educators whose teaching already shows an entrepreneurial mindset in action. Recognition connects them with mentors across the network and gives their work a wider audience.",
      "Browse their cards and profiles to see fresh approaches to familiar courses, and consider nominating a colleague whose teaching deserves to be better known.",
    ],
    action: { label: "Find members", to: "/search?types=user" },
  },
  {
    slug: "keen-leadership-council",
    title: "KEEN Leadership Council",
    lead: "Faculty and academic leaders who guide the direction of the network.",
    body: [
      "The Leadership Council brings experienced voices from partner institutions together to advise on priorities, programs and the health of the community. Members champion the entrepreneurial mindset on their campuses and help new partners find their footing.",
      "If you are interested in how the network sets its direction, the council members listed here are good people to start a conversation with.",
    ],
  },
  {
    slug: "keenzine",
    title: "KEENzine",
    lead: "Stories from classrooms, labs and campuses across the network.",
    body: [
      "KEENzine publishes short features about the people behind the cards: how a course was redesigned, what students built, what surprised the instructor. It is written for busy faculty who want ideas they can use on Monday.",
      "Have a story worth telling? Share your card first, then tell us how it went in class.",
    ],
  },
];
