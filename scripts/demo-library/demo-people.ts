/**
 * The demo library's members: fictional faculty who wrote its cards. They have no sign-in
 * identity (no identity-provider account, a `demo-library:` subject no token can carry), so
 * nobody can log in as them; they exist to be authors, raters and discussants.
 */
export type DemoMember = {
  key: string;
  firstName: string;
  lastName: string;
  title: string;
  institution: string;
  disciplines: string[];
  bio: string;
};

/** Prefix of every demo member's `subject`: how the library finds (and removes) its people. */
export const demoSubjectPrefix = "demo-library:";

export const demoMembers: DemoMember[] = [
  {
    key: "priya",
    firstName: "Priya",
    lastName: "Raman",
    title: "Associate Professor of Civil Engineering",
    institution: "Rose-Hulman Institute of Technology",
    disciplines: ["Civil Engineering", "First-Year Engineering"],
    bio: "Structural engineer turned teacher. Builds statics courses around things students can break.",
  },
  {
    key: "marcus",
    firstName: "Marcus",
    lastName: "Whitfield",
    title: "Professor of Mechanical Engineering",
    institution: "Lehigh University",
    disciplines: ["Mechanical Engineering", "Engineering Management"],
    bio: "Teaches design and manufacturing; coaches capstone teams through customer discovery.",
  },
  {
    key: "elena",
    firstName: "Elena",
    lastName: "Vasquez",
    title: "Assistant Professor of Electrical and Computer Engineering",
    institution: "Villanova University",
    disciplines: ["Electrical Engineering", "Computer Engineering"],
    bio: "Circuits, embedded systems and low-cost lab kits that travel home with students.",
  },
  {
    key: "david",
    firstName: "David",
    lastName: "Okafor",
    title: "Teaching Professor of Chemical Engineering",
    institution: "University of Dayton",
    disciplines: ["Chemical Engineering", "Environmental Engineering"],
    bio: "Process design, safety and sustainability, taught through plant case studies.",
  },
  {
    key: "hannah",
    firstName: "Hannah",
    lastName: "Lindqvist",
    title: "Associate Professor of Biomedical Engineering",
    institution: "Milwaukee School of Engineering",
    disciplines: ["Biomedical Engineering"],
    bio: "Clinical immersion and needs finding; twelve years of senior design with hospital partners.",
  },
  {
    key: "james",
    firstName: "James",
    lastName: "Park",
    title: "Senior Lecturer in Computer Science",
    institution: "Gonzaga University",
    disciplines: ["Computer Science", "Software Engineering"],
    bio: "Teaches software engineering with real clients and an unreasonable love of code review.",
  },
  {
    key: "amara",
    firstName: "Amara",
    lastName: "Nwosu",
    title: "Director of First-Year Engineering",
    institution: "University of Dayton",
    disciplines: ["First-Year Engineering", "General Engineering"],
    bio: "Runs a 600-student first-year program built on design projects and reflection.",
  },
  {
    key: "tomas",
    firstName: "Tomás",
    lastName: "Herrera",
    title: "Associate Professor of Industrial and Systems Engineering",
    institution: "Lehigh University",
    disciplines: ["Industrial Engineering", "Systems Engineering"],
    bio: "Lean, quality and simulation, taught on the shop floor of a campus coffee shop when possible.",
  },
  {
    key: "grace",
    firstName: "Grace",
    lastName: "Bennett",
    title: "Professor of Aerospace Engineering",
    institution: "Rose-Hulman Institute of Technology",
    disciplines: ["Aerospace Engineering", "Mechanical Engineering"],
    bio: "Flight dynamics and design-build-fly; believes every student should launch something.",
  },
  {
    key: "samir",
    firstName: "Samir",
    lastName: "Haddad",
    title: "Assistant Professor of Materials Science and Engineering",
    institution: "Gonzaga University",
    disciplines: ["Materials Science and Engineering"],
    bio: "Failure analysis and materials selection; keeps a drawer of broken things for class.",
  },
  {
    key: "lucia",
    firstName: "Lucía",
    lastName: "Moreno",
    title: "Associate Professor of Environmental Engineering",
    institution: "Villanova University",
    disciplines: ["Environmental Engineering", "Civil Engineering"],
    bio: "Stormwater, green infrastructure and community partnerships in the Philadelphia region.",
  },
  {
    key: "noah",
    firstName: "Noah",
    lastName: "Feldman",
    title: "Director of the Center for Engineering Education",
    institution: "Milwaukee School of Engineering",
    disciplines: ["General Engineering", "Engineering Management"],
    bio: "Helps faculty assess the entrepreneurial mindset without turning it into paperwork.",
  },
];

/** Institutions with their KEEN people (member keys) and how many of their cards to feature. */
export const demoInstitutions: {
  name: string;
  leaders: string[];
  fellows: { key: string; year: number }[];
  risingStars: string[];
}[] = [
  {
    name: "Rose-Hulman Institute of Technology",
    leaders: ["grace"],
    fellows: [{ key: "priya", year: 2023 }],
    risingStars: ["priya"],
  },
  {
    name: "Lehigh University",
    leaders: ["marcus"],
    fellows: [
      { key: "tomas", year: 2024 },
      { key: "marcus", year: 2019 },
    ],
    risingStars: ["tomas"],
  },
  {
    name: "Villanova University",
    leaders: ["lucia"],
    fellows: [{ key: "elena", year: 2025 }],
    risingStars: ["elena"],
  },
  {
    name: "University of Dayton",
    leaders: ["amara"],
    fellows: [{ key: "david", year: 2022 }],
    risingStars: ["david"],
  },
  {
    name: "Gonzaga University",
    leaders: ["james"],
    fellows: [{ key: "samir", year: 2024 }],
    risingStars: ["samir"],
  },
  {
    name: "Milwaukee School of Engineering",
    leaders: ["noah"],
    fellows: [
      { key: "hannah", year: 2021 },
      { key: "noah", year: 2018 },
    ],
    risingStars: ["hannah"],
  },
];
