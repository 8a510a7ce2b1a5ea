import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** The whole URL map. Pages live in routes/public, routes/auth and routes/admin. */
export default [
  index("routes/public/home.tsx"),
  route("resources", "routes/public/resources.tsx"),
  route("resources/articles", "routes/public/articles.tsx"),
  route("resources/articles/:slug", "routes/public/article.tsx"),
  route("articles/:slug", "routes/public/article-redirect.tsx"),
  route("community", "routes/public/community.tsx"),
  route("terms", "routes/public/terms.tsx"),
  route("privacy", "routes/public/privacy.tsx"),
  route("about", "routes/public/coming-soon.tsx", { id: "about" }),
  route("contact", "routes/public/coming-soon.tsx", { id: "contact" }),
  route("help", "routes/public/coming-soon.tsx", { id: "help" }),
  route("login", "routes/auth/login.tsx"),
  route("signup", "routes/auth/signup.tsx"),
  route("auth/callback", "routes/auth/callback.tsx"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("reset-password", "routes/auth/reset-password.tsx"),
  route("logout", "routes/auth/logout.tsx"),
  route("favorites", "routes/public/favorites.tsx"),
  route("profile", "routes/public/profile.tsx"),
  route("profile/my-data.json", "routes/public/profile-data.ts"),
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
