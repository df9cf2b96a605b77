import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  // The JSON contract of SPEC.md 7 (resource routes).
  route("api/projects", "routes/api/projects.ts"),
  route("api/projects/:id", "routes/api/project.ts"),
  route("api/create-project", "routes/api/create-project.ts"),
  route("api/blogs", "routes/api/blogs.ts"),
  route("api/blogs/:id", "routes/api/blog.ts"),
  route("api/add-blog", "routes/api/add-blog.ts"),
  route("api/galleries", "routes/api/galleries.ts"),
  route("api/galleries/:id", "routes/api/gallery.ts"),
  route("api/gallery-upload", "routes/api/gallery-upload.ts"),
  route("api/gallery/:id/image/:imageName", "routes/api/gallery-image.ts"),
  route("api/login", "routes/api/login.ts"),
  route("api/logout", "routes/api/logout.ts"),
  route("api/*", "routes/api/not-found.ts"),

  // Public website.
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("about-us", "routes/public/about.tsx"),
    route("services", "routes/public/services.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("projects", "routes/public/projects.tsx"),
    route("projects/:id", "routes/public/project.tsx"),
    route("gallery", "routes/public/gallery.tsx"),
    route("blog", "routes/public/blog.tsx"),
    route("blog/:id", "routes/public/blog-post.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
] satisfies RouteConfig;
