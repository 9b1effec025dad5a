-- Search finds what people type (issue 33, docs/decisions/0106-search-matching.md). Each ad's search
-- document keeps its words as written ('simple', as before) and adds the stems of those words that
-- differ from them: English stems for words in Latin letters ("dinners" -> "dinner"), Hindi stems for
-- words in Devanagari ("लड़कियाँ" -> "लड़क"), so a plural or a singular finds the other. The texts are
-- folded first, the same way as a visitor's words (ad_search_term below): Unicode NFC, zero-width
-- joiners dropped (PostgreSQL 15 splits a word at them, PGlite does not), the nukta dropped and
-- chandrabindu written as anusvara (ज़रूर and जरूर, हैँ and हैं are the same word as people type them).
-- The triggers of migration 20261125160904_ad_search call ad_search_vector: replacing it changes
-- what they write. Every existing ad is written again through its trigger (a rewrite of every ad:
-- deploy at a quiet hour on a large catalogue), with the GIN index dropped meanwhile and made again.

-- English stems for words in Latin letters (with English stop words left out of the stems), Hindi
-- stems for words with other letters (Devanagari), the rest as English's configuration does
CREATE TEXT SEARCH CONFIGURATION "ad_search_stem" (COPY = english);
ALTER TEXT SEARCH CONFIGURATION "ad_search_stem" ALTER MAPPING FOR "word", "hword", "hword_part" WITH hindi_stem;

-- A text folded as search reads it: NFC, without zero-width (non-)joiners and nukta, chandrabindu as anusvara
CREATE FUNCTION "ad_search_fold"("words" TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(normalize(coalesce("words", ''), NFC), E'\u0901\u200C\u200D\u093C', E'\u0902')
$$;

-- The words as written (weights: name A, services B, description C), then the stems not already among them
CREATE OR REPLACE FUNCTION "ad_search_vector"("name" TEXT, "services" TEXT, "description" TEXT) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT w.words || ts_delete(w.stems, tsvector_to_array(w.words))
  FROM (
    SELECT setweight(to_tsvector('simple'::regconfig, ad_search_fold("name")), 'A')
        || setweight(to_tsvector('simple'::regconfig, ad_search_fold("services")), 'B')
        || setweight(to_tsvector('simple'::regconfig, ad_search_fold("description")), 'C') AS words,
           setweight(to_tsvector('ad_search_stem'::regconfig, ad_search_fold("name")), 'A')
        || setweight(to_tsvector('ad_search_stem'::regconfig, ad_search_fold("services")), 'B')
        || setweight(to_tsvector('ad_search_stem'::regconfig, ad_search_fold("description")), 'C') AS stems
  ) w
$$;

-- The words of the catalogue most frequent in the search documents that begin with `beginning` (1% of the
-- ads or more, from the statistics ANALYZE keeps), as a query. PostgreSQL estimates a prefix query
-- ('compan':*) as rare whatever the catalogue holds, and would then read and sort every match: with
-- 'compan':* | 'companion' (ad_search_prefix below) the estimate is right and a common prefix is read
-- in the listing's order, up to the candidates asked. The matches are the prefix's alone (each word
-- here begins with it). IMMUTABLE so that the planner computes it while planning (it reads the
-- statistics then), once per search. PL/pgSQL keeps its statement's plan for the session.
CREATE FUNCTION "ad_search_frequent"("beginning" TEXT) RETURNS tsquery LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN (
    SELECT string_agg('''' || replace(replace(m.lexeme, '\', '\\'), '''', '''''') || '''', ' | ')::tsquery
    FROM (
      SELECT e.lexeme FROM pg_stats s,
        unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) AS e(lexeme, frequency)
      WHERE s.schemaname = current_schema() AND s.tablename = 'ads' AND s.attname = 'search_vector'
        AND starts_with(e.lexeme, "beginning") AND e.frequency >= 0.01
      ORDER BY e.frequency DESC LIMIT 5
    ) m
  );
END
$$;

-- One word of a visitor's search as a query: the word as written (with `prefix`, any word it begins)
-- or its stem. The word is a bound parameter (letters, marks and digits: server/modules/ads/search.ts),
-- the prefix mark is added to PostgreSQL's own writing of a single lexeme, never to the visitor's text.
-- A stop word has no stem: it is matched as written (an empty tsquery would raise a notice each time).
CREATE FUNCTION "ad_search_term"("word" TEXT, "prefix" BOOLEAN) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN s.stem IS NULL OR s.stem::text = s.written::text THEN s.typed ELSE s.typed || s.stem END
  FROM (
    SELECT q.written, q.stem,
           CASE WHEN "prefix" AND numnode(q.written) = 1 THEN (q.written::text || ':*')::tsquery ELSE q.written END AS typed
    FROM (
      SELECT phraseto_tsquery('simple'::regconfig, f.folded) AS written,
             CASE WHEN length(to_tsvector('ad_search_stem'::regconfig, f.folded)) > 0
               THEN phraseto_tsquery('ad_search_stem'::regconfig, f.folded) END AS stem
      FROM (SELECT ad_search_fold("word") AS folded) f
    ) q
  ) s
$$;

-- The last word of a search as its matches are looked up: ad_search_term's prefix, with the frequent
-- words it begins (ad_search_frequent) for the planner's estimate. The rank reads ad_search_term alone.
CREATE FUNCTION "ad_search_prefix"("word" TEXT) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(t.term || ad_search_frequent(t.lexeme), t.term)
  FROM (
    SELECT ad_search_term("word", true) AS term,
           (tsvector_to_array(to_tsvector('simple'::regconfig, ad_search_fold("word"))))[1] AS lexeme
  ) t
$$;

-- DropIndex
DROP INDEX "ads_search_idx";

-- every ad's document again, written by its trigger (ads_search_fill: on a write of the name)
UPDATE "ads" SET "name" = "name";

-- CreateIndex
CREATE INDEX "ads_search_idx" ON "ads" USING GIN ("search_vector") WHERE (taken_down_at IS NULL AND hidden_at IS NULL AND owner_active);
