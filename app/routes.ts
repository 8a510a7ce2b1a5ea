import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

/** The whole URL map. Pages live in routes/public, routes/auth and routes/admin. */
export default [
  // Resource routes (no page shell).
  route("sitemap.xml", "routes/public/sitemap.ts"),
  route("robots.txt", "routes/public/robots.ts"),
  route("profile/my-data.json", "routes/public/profile-data.ts"),

  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("search", "routes/public/search.tsx"),
    route("institution/:slug", "routes/public/institution.tsx"),
    // School representatives: represent a school, confirm by link, propose updates.
    route("institution/:slug/represent", "routes/schools/represent.tsx"),
    route("represent/confirm", "routes/schools/represent-confirm.tsx"),
    route("your-schools", "routes/schools/your-schools.tsx"),
    route("your-schools/:slug", "routes/schools/school-update.tsx"),
    route("compare", "routes/public/compare.tsx"),
    route("resources", "routes/public/resources.tsx"),
    route("resources/articles", "routes/public/articles.tsx"),
    route("resources/articles/:slug", "routes/public/article.tsx"),
    route("articles/:slug", "routes/public/article-redirect.tsx"),
    route("community", "routes/public/community.tsx"),
    // The community's forums: read by everyone, written by signed-in members.
    route("community/forums/:forum", "routes/community/forum.tsx"),
    route("community/new", "routes/community/new-discussion.tsx"),
    route("community/discussions/:id", "routes/community/discussion.tsx"),
    route("community/events", "routes/community/events.tsx"),
    route("terms", "routes/public/terms.tsx"),
    route("privacy", "routes/public/privacy.tsx"),
    route("about", "routes/public/about.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("help", "routes/public/help.tsx"),
    route("login", "routes/auth/login.tsx"),
    route("signup", "routes/auth/signup.tsx"),
    route("auth/callback", "routes/auth/callback.tsx"),
    route("forgot-password", "routes/auth/forgot-password.tsx"),
    route("reset-password", "routes/auth/reset-password.tsx"),
    route("logout", "routes/auth/logout.tsx"),
    route("favorites", "routes/public/favorites.tsx"),
    route("profile", "routes/public/profile.tsx"),
    // Admin records: account creation has no admin guard (first set-up); it checks who may use it.
    route("admin/signup", "routes/admin/signup.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),

  // The admin area: every route inside the layout is behind its guard.
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("dashboard", "routes/admin/dashboard.tsx", { id: "admin-dashboard-alias" }),
      // Admin records: institutions, bulk import, users, activity, header search.
      route("institutions", "routes/admin/institutions.tsx"),
      route("institutions/delete", "routes/admin/institutions-delete.tsx"),
      route("institutions/review", "routes/admin/institutions-review.tsx"),
      route("institutions/new", "routes/admin/institution-editor.tsx", { id: "admin-institution-new" }),
      route("institutions/:id/edit", "routes/admin/institution-editor.tsx"),
      route("institutions/:id/evidence", "routes/admin/institution-evidence.tsx"),
      route("institutions/import", "routes/admin/content-import.tsx", { id: "admin-institutions-import" }),
      route("content-import", "routes/admin/content-import.tsx"),
      route("content-import/institution_content_template.json", "routes/admin/import-template.ts"),
      route("users", "routes/admin/users.tsx"),
      route("representatives", "routes/admin/representatives.tsx"),
      route("school-updates", "routes/admin/school-updates.tsx"),
      route("activity", "routes/admin/activity.tsx"),
      route("messages", "routes/admin/messages.tsx"),
      route("community", "routes/admin/community.tsx"),
      route("search", "routes/admin/search.tsx"),
      // Admin content: articles, the article editor, files, analytics.
      route("articles", "routes/admin/articles.tsx"),
      route("articles/new", "routes/admin/article-editor.tsx", { id: "admin-article-new" }),
      route("articles/:id/edit", "routes/admin/article-editor.tsx", { id: "admin-article-edit" }),
      route("articles/:id", "routes/admin/article-editor.tsx", { id: "admin-article" }),
      route("files", "routes/admin/files.tsx"),
      route("analytics", "routes/admin/analytics.tsx"),
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
