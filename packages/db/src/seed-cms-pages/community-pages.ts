import type { SeedPageCopy } from "./seed-page-copy";

/** Community and support pages of the mega-menu, and the legal pages of the footer. */
export const communityPages: SeedPageCopy[] = [
  {
    slug: "distinguished-speakers",
    title: "Distinguished Speakers",
    lead: "Voices who can bring the entrepreneurial mindset to your campus or event.",
    body: [
      "Distinguished speakers are educators and practitioners who speak with authority about engineering, innovation and teaching. They are available for keynotes, campus visits and faculty workshops.",
      "Browse their profiles to find a speaker whose expertise matches your audience, then reach out to discuss a visit.",
    ],
    action: { label: "Find members", to: "/search?types=user" },
  },
  {
    slug: "comcats",
    title: "Community Catalysts",
    lead: "Members who welcome newcomers and help colleagues connect.",
    body: [
      "Community Catalysts make the network feel small. They host conversations, introduce members with shared interests, and help new faculty find the cards and colleagues most relevant to their courses.",
      "If you are not sure where to begin, a catalyst is a friendly first contact.",
    ],
    action: { label: "Find members", to: "/search?types=user" },
  },
  {
    slug: "faq",
    title: "Frequently asked questions",
    lead: "Quick answers about cards, reviews and your account.",
    body: [
      "Can't find what you are looking for? Use the contact form and the community team will get back to you.",
    ],
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
        answer:
          "A peer reviewer reads your card against a published rubric and either suggests updates or marks it reviewed, which adds a badge to the card.",
      },
      {
        question: "How do I cite a card?",
        answer: "Every published card offers citations in APA, MLA, Chicago, BibTeX and RIS formats.",
      },
    ],
    action: { label: "Contact us", to: "/contact-us" },
  },
  {
    slug: "privacy",
    title: "Privacy",
    lead: "How KEEN Cards handles the personal information you share with it.",
    body: [
      "We collect what the platform needs to work: your account details, the profile you choose to complete, and the cards, reviews and comments you contribute. Profile information you mark as public is visible to other members; drafts stay private to their authors and editors until published.",
      "We use usage analytics to understand which features help educators and to keep the service reliable. You can update your profile at any time from your personal information settings, and you can contact the community team with any question about your data.",
    ],
    action: { label: "Contact us", to: "/contact-us" },
  },
  {
    slug: "site-terms",
    title: "Site terms",
    lead: "The terms for visiting and browsing this website.",
    body: [
      "These terms cover anyone visiting the public pages of KEEN Cards. Content on the site is provided for educational use; please respect the license shown on each card and attribute authors when you use their work.",
      "Do not attempt to disrupt the service, access accounts that are not yours, or collect members' information. Questions about these terms can be sent to the community team.",
    ],
  },
  {
    slug: "platform-terms",
    title: "Platform terms",
    lead: "The terms that apply to members who create and share content.",
    body: [
      "As a member you keep ownership of the cards you write. By publishing a card you agree to share it with the community under the license you select, and you confirm that you have the right to share every file and image it contains.",
      "Reviews, ratings and comments should be constructive and professional. The community team may hide content that breaks these terms, and will tell the author why.",
    ],
    action: { label: "Read the materials license agreement", to: "/materials-license-agreement" },
  },
];
