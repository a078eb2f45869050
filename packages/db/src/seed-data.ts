/** Lookup lists seeded on every start (idempotent) so a fresh install is usable at once. */

export const seedDisciplines = [
  "Aerospace Engineering",
  "Agricultural Engineering",
  "Architectural Engineering",
  "Biomedical Engineering",
  "Chemical Engineering",
  "Civil Engineering",
  "Computer Engineering",
  "Computer Science",
  "Electrical Engineering",
  "Engineering Management",
  "Environmental Engineering",
  "First-Year Engineering",
  "General Engineering",
  "Industrial Engineering",
  "Manufacturing Engineering",
  "Materials Science and Engineering",
  "Mechanical Engineering",
  "Mechatronics",
  "Nuclear Engineering",
  "Petroleum Engineering",
  "Software Engineering",
  "Systems Engineering",
];

export const seedInterests = [
  "Active learning",
  "Assessment",
  "Capstone design",
  "Community engagement",
  "Curriculum design",
  "Design thinking",
  "Diversity, equity and inclusion",
  "Engineering ethics",
  "Entrepreneurial mindset",
  "Experiential learning",
  "Flipped classroom",
  "Game-based learning",
  "Innovation",
  "Laboratory instruction",
  "Makerspaces",
  "Online learning",
  "Project-based learning",
  "Research mentoring",
  "Storytelling",
  "Sustainability",
  "Teamwork",
  "Technical communication",
];

export const seedMemberships = [
  { name: "American Society for Engineering Education", abbreviation: "ASEE" },
  { name: "American Society of Civil Engineers", abbreviation: "ASCE" },
  { name: "American Society of Mechanical Engineers", abbreviation: "ASME" },
  { name: "American Institute of Chemical Engineers", abbreviation: "AIChE" },
  { name: "Biomedical Engineering Society", abbreviation: "BMES" },
  { name: "Institute of Electrical and Electronics Engineers", abbreviation: "IEEE" },
  { name: "Institute of Industrial and Systems Engineers", abbreviation: "IISE" },
  { name: "Society of Women Engineers", abbreviation: "SWE" },
  { name: "National Society of Black Engineers", abbreviation: "NSBE" },
  { name: "Society of Hispanic Professional Engineers", abbreviation: "SHPE" },
  { name: "American Indian Science and Engineering Society", abbreviation: "AISES" },
  { name: "Association for Computing Machinery", abbreviation: "ACM" },
  { name: "National Academy of Engineering", abbreviation: "NAE" },
  { name: "Tau Beta Pi", abbreviation: "TBP" },
];

type SeedInstitution = { name: string; city: string; region: string; website: string };

/** The KEEN network members of the list below: seeded as partners, in this order, on first insert only. */
const keenPartnerCount = 26;

const institutionList: SeedInstitution[] = [
  { name: "Arizona State University", city: "Tempe", region: "AZ", website: "https://www.asu.edu" },
  { name: "Baylor University", city: "Waco", region: "TX", website: "https://www.baylor.edu" },
  { name: "Bucknell University", city: "Lewisburg", region: "PA", website: "https://www.bucknell.edu" },
  { name: "Colorado School of Mines", city: "Golden", region: "CO", website: "https://www.mines.edu" },
  {
    name: "Florida Institute of Technology",
    city: "Melbourne",
    region: "FL",
    website: "https://www.fit.edu",
  },
  { name: "Gonzaga University", city: "Spokane", region: "WA", website: "https://www.gonzaga.edu" },
  { name: "Kettering University", city: "Flint", region: "MI", website: "https://www.kettering.edu" },
  {
    name: "Lawrence Technological University",
    city: "Southfield",
    region: "MI",
    website: "https://www.ltu.edu",
  },
  { name: "Lehigh University", city: "Bethlehem", region: "PA", website: "https://www.lehigh.edu" },
  { name: "Louisiana Tech University", city: "Ruston", region: "LA", website: "https://www.latech.edu" },
  { name: "Marquette University", city: "Milwaukee", region: "WI", website: "https://www.marquette.edu" },
  { name: "Merrimack College", city: "North Andover", region: "MA", website: "https://www.merrimack.edu" },
  {
    name: "Milwaukee School of Engineering",
    city: "Milwaukee",
    region: "WI",
    website: "https://www.msoe.edu",
  },
  { name: "Ohio Northern University", city: "Ada", region: "OH", website: "https://www.onu.edu" },
  {
    name: "Rose-Hulman Institute of Technology",
    city: "Terre Haute",
    region: "IN",
    website: "https://www.rose-hulman.edu",
  },
  { name: "Santa Clara University", city: "Santa Clara", region: "CA", website: "https://www.scu.edu" },
  { name: "Temple University", city: "Philadelphia", region: "PA", website: "https://www.temple.edu" },
  {
    name: "Tennessee Technological University",
    city: "Cookeville",
    region: "TN",
    website: "https://www.tntech.edu",
  },
  { name: "University of Dayton", city: "Dayton", region: "OH", website: "https://udayton.edu" },
  { name: "University of Detroit Mercy", city: "Detroit", region: "MI", website: "https://www.udmercy.edu" },
  { name: "University of New Haven", city: "West Haven", region: "CT", website: "https://www.newhaven.edu" },
  { name: "University of Notre Dame", city: "Notre Dame", region: "IN", website: "https://www.nd.edu" },
  { name: "University of Toledo", city: "Toledo", region: "OH", website: "https://www.utoledo.edu" },
  { name: "Villanova University", city: "Villanova", region: "PA", website: "https://www.villanova.edu" },
  {
    name: "Western New England University",
    city: "Springfield",
    region: "MA",
    website: "https://www1.wne.edu",
  },
  {
    name: "Worcester Polytechnic Institute",
    city: "Worcester",
    region: "MA",
    website: "https://www.wpi.edu",
  },
  {
    name: "Georgia Institute of Technology",
    city: "Atlanta",
    region: "GA",
    website: "https://www.gatech.edu",
  },
  {
    name: "Massachusetts Institute of Technology",
    city: "Cambridge",
    region: "MA",
    website: "https://www.mit.edu",
  },
  { name: "Purdue University", city: "West Lafayette", region: "IN", website: "https://www.purdue.edu" },
  { name: "Stanford University", city: "Stanford", region: "CA", website: "https://www.stanford.edu" },
  { name: "University of Michigan", city: "Ann Arbor", region: "MI", website: "https://umich.edu" },
  { name: "Virginia Tech", city: "Blacksburg", region: "VA", website: "https://www.vt.edu" },
  { name: "Texas A&M University", city: "College Station", region: "TX", website: "https://www.tamu.edu" },
  {
    name: "University of Illinois Urbana-Champaign",
    city: "Urbana",
    region: "IL",
    website: "https://illinois.edu",
  },
  { name: "Olin College of Engineering", city: "Needham", region: "MA", website: "https://www.olin.edu" },
  { name: "Harvey Mudd College", city: "Claremont", region: "CA", website: "https://www.hmc.edu" },
];

export const seedInstitutions = institutionList.map((institution, index) => ({
  ...institution,
  isPartner: index < keenPartnerCount,
  partnerPosition: index < keenPartnerCount ? index : null,
}));

/** Password of every demo account (development and tests only). */
export const demoPassword = "keen-demo-password";

/** Demo accounts: fixed ids so the identity provider's `sub` and the member row line up. */
export const demoAccounts = [
  {
    id: "00000000-0000-4000-8000-00000000000a",
    email: "admin@example.com",
    givenName: "Ada",
    familyName: "Admin",
    role: "admin" as const,
    title: "Platform Administrator",
    bio: "Keeps the KEEN Cards platform running and helps faculty share their best teaching.",
    disciplines: ["General Engineering"],
    interests: ["Curriculum design", "Entrepreneurial mindset"],
  },
  {
    id: "00000000-0000-4000-8000-00000000000b",
    email: "reviewer@example.com",
    givenName: "Rita",
    familyName: "Reviewer",
    role: "reviewer" as const,
    title: "Associate Professor of Mechanical Engineering",
    bio: "Teaches design and dynamics; reviews cards on assessment and design thinking.",
    disciplines: ["Mechanical Engineering"],
    interests: ["Assessment", "Design thinking", "Capstone design"],
  },
  {
    id: "00000000-0000-4000-8000-00000000000c",
    email: "member@example.com",
    givenName: "Max",
    familyName: "Member",
    role: "member" as const,
    title: "Assistant Professor of Civil Engineering",
    bio: "Teaches statics and structures with hands-on, project-based activities.",
    disciplines: ["Civil Engineering", "First-Year Engineering"],
    interests: ["Project-based learning", "Entrepreneurial mindset"],
  },
];

/** Card types with their display order; admins can add more (`POST /Lookup/CardTypes`). */
export const seedCardTypes = [
  { name: "General", position: 0 },
  { name: "Activity", position: 1 },
  { name: "Course", position: 2 },
  { name: "Program", position: 3 },
  { name: "Assessment", position: 4 },
];
