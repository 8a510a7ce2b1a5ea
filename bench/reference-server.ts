/**
 * The original design's search, kept here only to measure ours against it (never used by the
 * product): a case-insensitive substring match OR-ed over the eight text columns, exact-match
 * filters, ordered by name, offset paging, and a separate count query.
 *
 *   DATABASE_URL=... PORT=... npx tsx bench/reference-server.ts
 */
import express from "express";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const PAGE_SIZE = 20;
const TEXT_COLUMNS = [
  "institution_name",
  "city",
  "state_province",
  "country",
  "description",
  "detailed_summary",
  "key_programs",
  "unique_features",
];
const FILTERS: Record<string, string> = {
  state: "state_province",
  country: "country",
  denomination: "denomination",
  institution_type: "institution_type",
  accreditation_status: "accreditation_status",
};
const COLUMNS = `id, slug, institution_name, city, state_province, country, postal_code, full_address, street_address,
  website, description, detailed_summary, key_programs, unique_features, why_choose, student_outcomes,
  institution_type, denomination, accreditation_status, online_programs, financial_aid_available, founded_year,
  student_body_size, campus_type, tuition_range, image_path, meta_title, meta_description`;

const app = express();
app.get("/api/institutions", async (req, res) => {
  const where: string[] = [];
  const values: unknown[] = [];
  const q = typeof req.query.q === "string" ? req.query.q.trim() : "";
  if (q) {
    values.push(`%${q}%`);
    where.push(`(${TEXT_COLUMNS.map((column) => `${column} ilike $${values.length}`).join(" or ")})`);
  }
  for (const [parameter, column] of Object.entries(FILTERS)) {
    const value = req.query[parameter];
    if (typeof value === "string" && value) {
      values.push(value);
      where.push(`${column} = $${values.length}`);
    }
  }
  const page = Math.max(1, Number(req.query.page) || 1);
  const clause = where.length ? `where ${where.join(" and ")}` : "";
  // A request whose client has gone (autocannon stopped, or gave up on it) is not worked on.
  if (req.socket.destroyed) return;
  const rows = await pool.query(
    `select ${COLUMNS} from institutions ${clause} order by institution_name limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`,
    values,
  );
  if (req.socket.destroyed) return;
  const total = await pool.query(`select count(*)::int as total from institutions ${clause}`, values);
  res.json({
    data: { institutions: rows.rows, pagination: { total: total.rows[0].total, page, pageSize: PAGE_SIZE } },
  });
});

app.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("reference server ready"));
