/** Word lists of the benchmark catalogue (bench/lib/generate-cards.ts). */
/**
 * Engineering-teaching vocabulary, most frequent first (the generator draws with a Zipf law, so
 * the first words appear in most cards and the last in a handful). Includes the words that
 * tell whole-word matching apart from substrings (fun/function/funding/fundamental) and accented
 * words that must fold (résumé, Müller, naïve…).
 */
// biome-ignore format: a word list reads better packed
export const benchVocabulary = [
  "students", "design", "engineering", "project", "team", "learning", "problem", "analysis", "system",
  "data", "model", "energy", "course", "activity", "lab", "report", "function", "customer", "value",
  "process", "testing", "prototype", "bridge", "circuit", "control", "materials", "fluid", "heat", "force",
  "signal", "water", "structure", "mechanics", "thermal", "thermodynamics", "power", "sensor", "feedback",
  "simulation", "measurement", "experiment", "curiosity", "connections", "creating", "opportunity",
  "stakeholder", "interview", "pitch", "market", "funding", "fundamental", "equation", "calculus", "matrix",
  "vector", "statics", "dynamics", "kinematics", "beam", "truss", "load", "stress", "strain", "deflection",
  "torque", "motor", "gear", "robot", "robotics", "arduino", "microcontroller", "programming", "algorithm",
  "software", "hardware", "network", "wireless", "battery", "solar", "wind", "turbine", "pump", "valve",
  "pipe", "flow", "pressure", "temperature", "exchanger", "combustion", "engine", "vehicle", "aircraft",
  "drone", "satellite", "orbit", "rocket", "chemical", "reactor", "polymer", "composite", "concrete",
  "steel", "timber", "soil", "foundation", "earthquake", "seismic", "hydrology", "environmental",
  "sustainability", "recycling", "filtration", "biomedical", "prosthetic", "implant", "tissue", "diagnostic",
  "ethics", "safety", "reliability", "quality", "manufacturing", "machining", "welding", "casting",
  "additive", "printing", "cad", "drawing", "sketch", "specification", "requirements", "constraint",
  "optimization", "tradeoff", "cost", "budget", "schedule", "communication", "presentation", "writing",
  "reflection", "rubric", "assessment", "capstone", "studio", "flipped", "classroom", "lecture", "seminar",
  "workshop", "fun", "game", "challenge", "competition", "spaghetti", "marshmallow", "catapult", "trebuchet",
  "egg", "drop", "paper", "tower", "balsa", "glider", "parachute", "filter", "transistor", "amplifier",
  "oscillator", "resistor", "capacitor", "inductor", "diode", "fourier", "laplace", "transform", "frequency",
  "spectrum", "wavelet", "entropy", "enthalpy", "carnot", "rankine", "refrigeration", "thermostat",
  "insulation", "convection", "conduction", "radiation", "viscosity", "turbulence", "laminar", "reynolds",
  "bernoulli", "navier", "stokes", "finite", "element", "mesh", "boundary", "eigenvalue", "stability",
  "resonance", "vibration", "damping", "acoustics", "optics", "laser", "photonics", "semiconductor",
  "nanotechnology", "microfluidics", "catalysis", "kinetics", "membrane", "distillation", "crystallization",
  "bioreactor", "fermentation", "enzyme", "genome", "résumé", "Müller", "naïve", "café", "façade",
  "Poincaré", "Möbius", "Schrödinger", "Ångström", "Gödel", "Erdős", "Curaçao", "jalapeño", "piñata",
  "Zürich", "São", "Paulo", "Córdoba", "Dvořák", "Łukasiewicz", "coöperative", "entrepreneurial", "mindset",
  "innovation", "empathy", "ideation", "iteration", "storyboard", "persona", "canvas", "biomimicry",
  "origami", "kirigami", "tensegrity", "geodesic", "cantilever", "suspension", "arch", "keystone",
  "aqueduct", "levee", "dam", "spillway", "culvert", "stormwater", "wastewater", "desalination",
  "photovoltaic", "geothermal", "hydrogen", "fuel", "cell", "electrolysis", "supercapacitor", "grid",
  "microgrid", "inverter", "transformer", "substation", "blockchain", "cybersecurity", "encryption",
  "firmware", "bootloader", "kalman", "lyapunov", "nyquist", "bode", "pid", "servo", "stepper", "actuator",
  "lidar", "ultrasonic", "accelerometer", "gyroscope", "magnetometer", "odometry", "slam", "xylophone",
  "quixotic", "zeppelin", "quokka", "juxtaposition",
];

/**
 * The long tail: 4,000 made-up words from syllables (deterministic), so the vocabulary has the
 * size of a real catalogue's (thousands of rare words) and typo lookups search a realistic table.
 */
const syllables = [
  "ka",
  "lo",
  "mi",
  "ner",
  "tus",
  "vi",
  "dra",
  "pel",
  "qua",
  "ro",
  "sen",
  "tor",
  "ul",
  "bex",
  "fi",
  "gon",
];
const rareWords = Array.from({ length: 4000 }, (_, i) => {
  let word = "";
  for (
    let n = i + 17, parts = 2 + (i % 3);
    parts > 0;
    parts--, n = Math.floor(n / syllables.length) + i * 7
  ) {
    word += syllables[n % syllables.length];
  }
  return `${word}${i % 10}`;
});
export const catalogueWords = [...benchVocabulary, ...rareWords];

/** Tags (Zipf too): a few very common, many rare. */
// biome-ignore format: a word list reads better packed
export const benchTags = [
  "entrepreneurial mindset", "curiosity", "connections", "creating value", "design", "mechanics",
  "electrical", "civil", "thermodynamics", "first year", "capstone", "lab", "project-based",
  "active learning", "teamwork", "ethics", "sustainability", "programming", "robotics", "communication",
  "assessment", "statics", "circuits", "fluids", "materials", "biomedical", "chemical", "manufacturing",
  "energy", "water", "controls", "signals", "data science", "machine learning", "entrepreneurship",
  "customer discovery", "prototyping", "3D printing", "arduino", "résumé writing", "naïve bayes",
  "Müller method", "case study", "flipped classroom",
];

// biome-ignore format: a word list reads better packed
export const firstNames = [
  "Grace", "José", "Zoë", "Ada", "Mateo", "Aisha", "Wei", "Chloé", "Liam", "Søren", "Priya", "Noah",
  "Amélie", "Björn", "Fatima", "Hiroshi", "Inés", "Jürgen", "Kwame", "Léa", "Nikolai",
];
// biome-ignore format: a word list reads better packed
export const lastNames = [
  "Hopper", "Núñez", "Müller", "Lovelace", "García", "Okafor", "Chen", "Dubois", "Ibáñez", "Patel",
  "Nakamura", "Kowalski", "Smith", "Johnson", "Nguyen", "Rossi", "Andersson", "Brontë",
];
// biome-ignore format: a word list reads better packed
export const institutionWords = [
  "Yale", "Córdoba", "Purdue", "Lehigh", "Villanova", "Bucknell", "Zürich", "Kettering",
];
