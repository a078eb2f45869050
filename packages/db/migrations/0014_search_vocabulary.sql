-- Filled in by issue 12 (see the header of the statements below).
select 1;
