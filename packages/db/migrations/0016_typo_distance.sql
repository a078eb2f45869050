-- Typo tolerance by edit distance (issue 12): a vocabulary word whose trigram similarity to an
-- unknown typed word is low can still be its spelling when few letters differ ("desgin" and
-- "design": two letters swapped, similarity 0.27). fuzzystrmatch (contrib, a trusted extension)
-- gives levenshtein_less_equal, which stops counting past the allowed distance.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
