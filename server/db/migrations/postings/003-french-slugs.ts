/**
 * French addresses (/fr/carrieres/<slug_fr>): a posting's French slug, from its French title at
 * its first publication, unique among both languages' addresses. A file made before gets the
 * column (one made by the store just before it moved to Kysely has it already), and each posting
 * ever published gets its slug from its live French title, in the order they were created.
 */
import { sql } from "kysely";
import { slugOf } from "../../../../content/job-posting.ts";
import { dialectOf, type MigrationDb } from "../../migrate.ts";

export async function up(db: MigrationDb): Promise<void> {
  if (dialectOf(db) === "postgres")
    await sql`ALTER TABLE postings ADD COLUMN IF NOT EXISTS slug_fr text`.execute(db);
  else {
    const { rows } = await sql<{ name: string }>`PRAGMA table_info(postings)`.execute(db);
    if (!rows.some((column) => column.name === "slug_fr"))
      await sql`ALTER TABLE postings ADD COLUMN slug_fr TEXT`.execute(db);
  }
  await sql`CREATE UNIQUE INDEX IF NOT EXISTS postings_slug_fr ON postings (slug_fr)`.execute(db);

  const unnamed = await sql<{ id: string; content: string }>`
    SELECT p.id, v.content FROM postings p JOIN posting_versions v ON v.seq = p.live_seq
    WHERE p.slug_fr IS NULL ORDER BY p.created_at, p.rowid`.execute(db);
  for (const { id, content } of unnamed.rows) {
    const base = slugOf((JSON.parse(content) as { title: { fr: string } }).title.fr);
    let slug = base;
    for (let n = 2; ; n++) {
      const taken = await sql`
        SELECT 1 FROM postings WHERE (slug = ${slug} OR slug_fr = ${slug}) AND id <> ${id}`.execute(
        db,
      );
      if (taken.rows.length === 0) break;
      slug = `${base}-${n}`;
    }
    await sql`UPDATE postings SET slug_fr = ${slug} WHERE id = ${id}`.execute(db);
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await sql`DROP INDEX postings_slug_fr`.execute(db);
  await sql`ALTER TABLE postings DROP COLUMN slug_fr`.execute(db);
}
