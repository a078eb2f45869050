/** What demo members say in ratings and discussions, drawn in turn so every card reads differently. */

export const ratingComments = [
  "Ran this with 45 sophomores. The prediction step before testing made the debrief far richer than in past years.",
  "Clear, complete and easy to adapt. I shortened it to one class period and it still worked.",
  "My students were skeptical at first and then would not stop talking about it. The handout saved me an evening.",
  "Good structure. I would add a short individual check at the end so quieter students are accountable too.",
  "Used it in a first-year section. The client framing changed how students wrote their reports.",
  "Solid activity; the timing was tight for us, plan for an extra 15 minutes.",
  "The instructor tips are gold. The one about filming every test alone was worth it.",
  "Adapted for an online section with breakout rooms. Less hands-on but the reflection part carried it.",
  "We paired this with a site visit and it became the highlight of the term.",
  "Works well, though my large class needed more teaching assistants than suggested.",
  "Exactly the kind of low-prep, high-value activity I look for. Thank you for sharing the data file.",
  "Thoughtful alignment with the 3Cs. I used the indicators directly in my course assessment report.",
];

export const usedTerms = ["Fall 2025", "Spring 2026", "Fall 2024", "Spring 2025", "Summer 2025"];

export const discussionStarters = [
  "Has anyone tried this with teams of two instead of four? I have a small section this spring.",
  "How did you handle students who finished early? Mine were done in half the time.",
  "Did you grade the pitch or only the technical part? I am trying to keep grading manageable.",
  "I love the client framing. Where did you find clients willing to give their time?",
  "Any advice on adapting this for a 50-minute class period?",
  "We ran a version of this last year. Happy to share our rubric if it helps anyone.",
  "What did students find hardest? I want to prepare a mini-lecture in advance.",
  "Is there a version of this that works in a fully online course?",
];

export const discussionReplies = [
  "Teams of two worked for us, but add a third role (recorder) by rotating it each session.",
  "I gave early finishers an 'extension card' with a harder constraint. It worked nicely.",
  "We graded both, with the pitch at 20 %. It kept the focus on the engineering.",
  "Our career office connected us with alumni; most were delighted to be asked.",
  "Split it across two sessions and move the reflection to homework.",
  "Yes please, share the rubric here. I would like to compare it with mine.",
  "Assumptions. Students rarely write them down until you insist.",
  "We used a shared whiteboard tool and mailed kits in advance. It was not the same, but close.",
];
