/**
 * Realistic benchmark catalogue written straight with SQL (generate_series, one statement per
 * batch), so 100k cards take about a minute and 1M cards a reasonable time on a small machine.
 *
 * What it writes, on a migrated database with the lookups seeded:
 * - members (onboarded, accented names) at institutions;
 * - `cards` published cards, each with a published version whose content is what the app
 *   stores (CardContent JSON with ProseMirror rich-text description/objectives/tips); 10% have an
 *   older version 1 with other words that search must not find; types and disciplines from the
 *   seeded lookups; a Zipf-distributed engineering vocabulary with accented words;
 *   `first_published_at` spread over eight years;
 * - on top, about 8% hidden cards that lists and search must never show to the public: drafts,
 *   unpublished cards (with a version) and deleted ones;
 * - authors (some co-authors and editors), ratings and "used it" feedback, bookmarks, the
 *   `card_stats` they add up to, and a few recognitions (peer reviewed 3%, exemplar 1%).
 *
 * Triggers (and FK checks) are off while writing (`session_replication_role = replica`, the
 * embedded server runs us as superuser), so counts are computed once at the end, the search
 * vocabularies are rebuilt (`keen_search_vocabulary_rebuild()`, `keen_member_words_rebuild()`)
 * when their migrations are present,
 * and what the triggers on cards keep is set in bulk (`syncTriggerState`).
 * Everything is deterministic for a given seed.
 */
import { emptyCardContent } from "@keen/contracts";
import type { Database } from "@keen/db";
import type pg from "pg";
import { benchTags, catalogueWords, firstNames, institutionWords, lastNames } from "./catalogue-words";

export { benchTags, benchVocabulary } from "./catalogue-words";

export type CatalogueOptions = {
  /** Public (published, not deleted) cards; hidden ones come on top (about 8%). */
  cards: number;
  /** Members; default one per 20 cards, at least 1,000. */
  members?: number;
  /** Seed for PostgreSQL's random() (0–1 exclusive of 1 is mapped); default 0.42. */
  seed?: number;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
};

export type CatalogueSummary = {
  publicCards: number;
  hiddenCards: number;
  members: number;
  seconds: number;
};

const BATCH = 25_000;

/**
 * Writes the catalogue described in the file comment into `db` (which must be empty of cards:
 * generation is not incremental). Returns what it wrote.
 */
export async function generateCatalogue(db: Database, options: CatalogueOptions): Promise<CatalogueSummary> {
  const started = performance.now();
  const publicCount = options.cards;
  const hiddenCount = Math.ceil(publicCount * 0.08);
  const memberCount = options.members ?? Math.max(1000, Math.round(publicCount / 20));
  const log = options.log ?? (() => {});
  const client = await db.$client.connect();
  try {
    await client.query("set session_replication_role = replica");
    await client.query("select setseed($1)", [normalizeSeed(options.seed ?? 0.42)]);
    await client.query(
      `create temporary table bench_words as select $1::text[] as first_names, $2::text[] as last_names, $3::jsonb as base_content`,
      [firstNames, lastNames, JSON.stringify(emptyCardContent())],
    );
    await generateMembers(client, memberCount);
    log(`members: ${memberCount}`);
    const total = publicCount + hiddenCount;
    for (let from = 1; from <= total; from += BATCH) {
      const to = Math.min(total, from + BATCH - 1);
      await generateCardBatch(client, from, to, publicCount);
      log(`cards: ${to} of ${total}`);
    }
    await generateEngagement(client);
    log("engagement and recognitions");
    // The vocabularies their migrations' triggers keep (when those migrations are present).
    for (const rebuild of ["keen_search_vocabulary_rebuild", "keen_member_words_rebuild"]) {
      const present = await client.query(`select to_regproc('public.${rebuild}') is not null as present`);
      if (present.rows[0]?.present) await client.query(`select public.${rebuild}()`);
    }
    await syncTriggerState(client);
    await client.query("set session_replication_role = origin");
    await client.query("vacuum analyze");
    log("vacuum analyze");
  } finally {
    await client.query("reset session_replication_role").catch(() => {});
    client.release();
  }
  return {
    publicCards: publicCount,
    hiddenCards: hiddenCount,
    members: memberCount,
    seconds: (performance.now() - started) / 1000,
  };
}

/** setseed takes -1…1. */
function normalizeSeed(seed: number): number {
  return Math.abs(seed) <= 1 ? seed : (seed % 1000) / 1000;
}

/** A PostgreSQL text[] literal (a constant in the plan: indexing it costs nothing per row). */
function textArray(values: readonly string[]): string {
  return `'{${values
    .map((v) => `"${v.replaceAll('"', '\\"')}"`)
    .join(",")
    .replaceAll("'", "''")}}'::text[]`;
}

/** A Zipf draw (exponent ~1) from a list: floor(n^u) for uniform u is log-uniform over 1..n. */
function zipfPick(values: readonly string[]): string {
  return `(${textArray(values)})[least(${values.length}, greatest(1, floor(power(${values.length + 1}, random()))::int))]`;
}

/**
 * SQL for `count` vocabulary words joined by spaces; `count` must mention a column of the outer
 * row so PostgreSQL evaluates it per row (an uncorrelated subquery would run once). Inline
 * subqueries, not SQL functions: a function call per sentence costs eight times more.
 */
function sentence(count: string): string {
  return `(select string_agg(${zipfPick(catalogueWords)}, ' ') from generate_series(1, ${count}))`;
}

/** SQL for a ProseMirror document of `paragraphs` paragraphs of about `words` words (as stored). */
function richText(paragraphs: string, words: number, seed: string): string {
  return `(select jsonb_build_object('type', 'doc', 'content', jsonb_agg(jsonb_build_object(
      'type', 'paragraph', 'content', jsonb_build_array(jsonb_build_object('type', 'text', 'text',
        (${sentence(`${Math.ceil(words / 2)} + (random() * ${words} + p * 0 + ${seed} * 0)::int`)}) || '.')))))
    from generate_series(1, ${paragraphs}) p)`;
}

/** SQL for a JSON array of distinct tags (Zipf), `count` draws. */
function tagList(count: string): string {
  return `(select coalesce(jsonb_agg(distinct ${zipfPick(benchTags)}), '[]'::jsonb) from generate_series(1, ${count}))`;
}

async function generateMembers(client: pg.PoolClient, count: number) {
  const institutionCount = Math.max(20, Math.round(count / 25));
  await client.query(
    `insert into institutions (name, city)
     select ($2::text[])[1 + g % array_length($2::text[], 1)] || ' Institute of Technology ' || g, 'Springfield'
     from generate_series(1, $1::int) g`,
    [institutionCount, institutionWords],
  );
  await client.query(
    `create temporary table bench_institutions as
     select row_number() over (order by id) as i, id from institutions`,
  );
  await client.query(
    `insert into users (subject, email, first_name, last_name, title, is_onboarded)
     select 'bench-' || g, 'bench-' || g || '@example.test',
       w.first_names[1 + g % array_length(w.first_names, 1)],
       w.last_names[1 + (g * 7) % array_length(w.last_names, 1)],
       (array['Professor of Mechanical Engineering', 'Lecturer in Thermodynamics', 'Associate Dean', null])[1 + g % 4],
       true
     from bench_words w, generate_series(1, $1::int) g`,
    [count],
  );
  await client.query(
    `create temporary table bench_members as
     select (row_number() over (order by id))::int - 1 as i, id, first_name || ' ' || last_name as name
     from users where subject like 'bench-%'`,
  );
  await client.query("create unique index on bench_members (i)");
  await client.query(
    `insert into user_institutions (user_id, institution_id, position)
     select m.id, bi.id, 0 from bench_members m
     join bench_institutions bi on bi.i = 1 + m.i % ${institutionCount}`,
  );
  await client.query("analyze bench_members");
}

/**
 * Cards `from`…`to` (1-based; the first `publicCount` are public, the rest hidden): one
 * statement builds the rows in a temp table, then cards, versions, authors and editors are
 * inserted from it.
 */
async function generateCardBatch(client: pg.PoolClient, from: number, to: number, publicCount: number) {
  await client.query("drop table if exists bench_batch");
  await client.query(
    `create temporary table bench_batch as
     with lookups as (
       select (select array_agg(id order by position) from card_types) as types,
              (select array_agg(id order by name) from disciplines) as disciplines,
              (select count(*) from bench_members)::int as members
     ),
     rows as (
       select g,
         case when g <= $3 then 'published'
              when g % 3 = 0 then 'draft' when g % 3 = 1 then 'unpublished' else 'deleted' end as state,
         gen_random_uuid() as card_id, gen_random_uuid() as version_id, gen_random_uuid() as old_version_id,
         (g % 10 = 0) as has_old_version,
         l.members, l.types, l.disciplines,
         now() - (random() * interval '8 years') as first_published_at
       from lookups l, generate_series($1::int, $2::int) g
     )
     select r.*, m.i as author_i, m.id as author_id, m.name as author_name,
       case when r.g % 5 = 0 then (select c.id from bench_members c where c.i = (r.g * 13 + 7) % r.members) end as coauthor_id,
       case when r.g % 20 = 0 then (select e.id from bench_members e where e.i = (r.g * 31 + 3) % r.members) end as editor_id,
       w.base_content
         || jsonb_build_object(
           'typeId', r.types[least(array_length(r.types, 1), greatest(1, floor(power(array_length(r.types, 1) + 1, random()))::int))],
           'title', initcap(${sentence("3 + r.g % 5")}),
           'summary', initcap(${sentence("12 + r.g % 14")}) || '.',
           'description', ${richText("2 + r.g % 3", 40, "r.g")},
           'learningObjectives', case when r.g % 2 = 0 then ${richText("1 + r.g * 0", 20, "r.g")} end,
           'instructorTips', case when r.g % 3 = 0 then ${richText("1 + r.g * 0", 25, "r.g")} end,
           'attributes', (w.base_content->'attributes') || jsonb_build_object(
             'disciplineIds', jsonb_build_array(r.disciplines[least(array_length(r.disciplines, 1), greatest(1, floor(power(array_length(r.disciplines, 1) + 1, random()))::int))]),
             'tags', ${tagList("1 + r.g % 4")})) as content,
       w.base_content
         || jsonb_build_object('typeId', r.types[1], 'title', 'Earlier ' || initcap(${sentence("3 + r.g * 0")}),
           'summary', 'An earlier version.') as old_content
     from rows r
     cross join bench_words w
     join bench_members m on m.i = (r.g::bigint * 7919) % r.members`,
    [from, to, publicCount],
  );
  // Cards: the draft holds the latest content; drafts have no version.
  await client.query(
    `insert into cards (id, status, draft, published_version_id, created_by, deleted_at, first_published_at, created_at, updated_at)
     select card_id,
       (case state when 'draft' then 'draft' when 'unpublished' then 'unpublished' else 'published' end)::card_status,
       content, case when state = 'draft' then null else version_id end, author_id,
       case when state = 'deleted' then now() - interval '3 days' end,
       case when state = 'draft' then null else first_published_at end,
       coalesce(first_published_at, now()) - interval '2 days', now() - (random() * interval '90 days')
     from bench_batch`,
  );
  await client.query(
    `insert into card_versions (id, card_id, number, content, type_id, title, summary, authors, published_at, published_by)
     select old_version_id, card_id, 1, old_content, (old_content->>'typeId')::uuid, old_content->>'title',
       old_content->>'summary', jsonb_build_array(jsonb_build_object('userId', author_id, 'name', author_name, 'isExternal', false)),
       first_published_at, author_id
     from bench_batch where has_old_version and state <> 'draft'
     union all
     select version_id, card_id, case when has_old_version then 2 else 1 end, content, (content->>'typeId')::uuid,
       content->>'title', content->>'summary',
       jsonb_build_array(jsonb_build_object('userId', author_id, 'name', author_name, 'isExternal', false)),
       first_published_at + case when has_old_version then interval '30 days' else interval '0' end, author_id
     from bench_batch where state <> 'draft'`,
  );
  await client.query(
    `insert into card_authors (card_id, user_id, position)
     select card_id, author_id, 0 from bench_batch
     union all
     select card_id, coauthor_id, 1 from bench_batch where coauthor_id is not null and coauthor_id <> author_id`,
  );
  await client.query(
    `insert into card_editors (card_id, user_id)
     select card_id, editor_id from bench_batch
     where editor_id is not null and editor_id <> author_id and editor_id is distinct from coauthor_id`,
  );
}

/**
 * Ratings / "used it" feedback and bookmarks on published cards (distinct members per card),
 * `card_stats` summed from them, and a few recognitions.
 */
async function generateEngagement(client: pg.PoolClient) {
  await client.query(
    `create temporary table bench_published as
     select row_number() over (order by id)::int as n, id, published_version_id
     from cards where status = 'published' and deleted_at is null`,
  );
  const members = `(select count(*) from bench_members)::int`;
  // Feedback: about 40% of cards, 1–12 members each (Zipf), ratings leaning high.
  await client.query(
    `insert into card_feedback (card_id, user_id, version_number, rating, used_in_teaching, used_term, class_size)
     select p.id, m.id, 1, 1 + floor(5 * power(random(), 0.4))::int, random() < 0.35,
       case when random() < 0.35 then 'Fall 2025' end, case when random() < 0.35 then 20 + (random() * 100)::int end
     from bench_published p
     cross join lateral generate_series(1, case when random() < 0.4 + p.n * 0 then least(12, floor(power(13, random()))::int) else 0 end) j
     join bench_members m on m.i = (p.n::bigint * 104729 + j * 7907) % ${members}`,
  );
  // Bookmarks: about 30% of cards, 1–20 members each.
  await client.query(
    `insert into card_bookmarks (card_id, user_id, created_at)
     select p.id, m.id, now() - random() * interval '2 years'
     from bench_published p
     cross join lateral generate_series(1, case when random() < 0.3 + p.n * 0 then least(20, floor(power(21, random()))::int) else 0 end) j
     join bench_members m on m.i = (p.n::bigint * 15485863 + j * 6151) % ${members}
     on conflict do nothing`,
  );
  await client.query(
    `insert into card_stats (card_id, bookmark_count, rating_count, rating_sum, times_used, comment_count)
     select c.id, coalesce(b.n, 0), coalesce(f.rating_count, 0), coalesce(f.rating_sum, 0), coalesce(f.used, 0), 0
     from cards c
     left join (select card_id, count(*)::int as n from card_bookmarks group by card_id) b on b.card_id = c.id
     left join (select card_id, count(rating)::int as rating_count, coalesce(sum(rating), 0)::int as rating_sum,
                  count(*) filter (where used_in_teaching)::int as used
                from card_feedback group by card_id) f on f.card_id = c.id
     where b.n is not null or f.card_id is not null
     on conflict (card_id) do update set bookmark_count = excluded.bookmark_count,
       rating_count = excluded.rating_count, rating_sum = excluded.rating_sum, times_used = excluded.times_used`,
  );
  await client.query(
    `insert into card_recognitions (card_id, reviewed_version_id, reviewed_at, exemplar_at)
     select id, case when n % 100 < 3 then published_version_id end, case when n % 100 < 3 then now() - interval '30 days' end,
       case when n % 100 in (2, 50) then now() - interval '10 days' end
     from bench_published where n % 100 < 3 or n % 100 = 50
     on conflict (card_id) do nothing`,
  );
}

/**
 * What the triggers on `cards` keep, written in bulk for a catalogue written with triggers off
 * (the same statements as the migrations' backfills): every card's `card_stats` row with its
 * public state and first publication (0018), and `card_versions.is_live` (0019).
 */
export async function syncTriggerState(client: pg.PoolClient): Promise<void> {
  const isPublic = `c.status = 'published' and c.deleted_at is null and c.published_version_id is not null`;
  await client.query(
    `insert into card_stats (card_id) select id from cards on conflict (card_id) do nothing`,
  );
  await client.query(
    `update card_stats s set is_public = (${isPublic}), first_published_at = c.first_published_at
     from cards c where c.id = s.card_id`,
  );
  // Every live version changes its partial indexes (GIN over the whole document among them):
  // rebuilding them after the update takes minutes at 1M cards where updating them row by row
  // took most of an hour.
  const indexes = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
     where schemaname = 'public' and tablename = 'card_versions' and indexdef not like 'CREATE UNIQUE%'`,
  );
  for (const { name } of indexes.rows) await client.query(`drop index "${name}"`);
  await client.query(
    `update card_versions v set is_live = true from cards c
     where c.published_version_id = v.id and c.status = 'published' and c.deleted_at is null`,
  );
  await client.query("set maintenance_work_mem = '1GB'");
  for (const { definition } of indexes.rows) await client.query(definition);
  await client.query("reset maintenance_work_mem");
}
