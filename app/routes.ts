import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** The whole URL map. Pages live in routes/public, routes/auth and routes/admin. */
export default [
  index("routes/public/home.tsx"),
  route("search", "routes/public/search.tsx"),
  route("institution/:slug", "routes/public/institution.tsx"),
  route("resources", "routes/public/resources.tsx"),
  route("resources/articles", "routes/public/articles.tsx"),
  route("resources/articles/:slug", "routes/public/article.tsx"),
  route("articles/:slug", "routes/public/article-redirect.tsx"),
  route("community", "routes/public/community.tsx"),
  route("sitemap.xml", "routes/public/sitemap.ts"),
  route("robots.txt", "routes/public/robots.ts"),
  route("terms", "routes/public/terms.tsx"),
  route("privacy", "routes/public/privacy.tsx"),
  route("about", "routes/public/coming-soon.tsx", { id: "about" }),
  route("contact", "routes/public/coming-soon.tsx", { id: "contact" }),
  route("help", "routes/public/coming-soon.tsx", { id: "help" }),
  route("favorites", "routes/public/coming-soon.tsx", { id: "favorites" }),
  route("profile", "routes/public/coming-soon.tsx", { id: "profile" }),
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
