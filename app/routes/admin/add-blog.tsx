import { useActionData, useLoaderData } from "react-router";
import { getSiteConfig } from "~/config/site.server";
import { adminContext } from "~/http/auth.server";
import { answerEditorForm, answerUploadsWithJson } from "~/http/form-response.server";
import { adminName } from "~/models/admin.server";
import { formConstraint } from "~/schemas/common";
import { NewBlogSchema } from "~/schemas/blog";
import { submitNew } from "~/services/submissions.server";
import { BlogEditor } from "./+editors/blog-editor";
import type { Route } from "./+types/add-blog";

export const middleware: Route.MiddlewareFunction[] = [answerUploadsWithJson];

/** A new post's author starts as the signed-in administrator's name, else the company's. */
export function loader({ context }: Route.LoaderArgs) {
  const author = adminName(context.get(adminContext).id) || getSiteConfig().name;
  return { constraint: formConstraint(NewBlogSchema), author };
}

export function action({ request, context }: Route.ActionArgs) {
  return answerEditorForm(
    { request, context },
    { kind: "blog", outcome: "created", schema: NewBlogSchema },
    () => submitNew(request, "blog"),
  );
}

export default function AddBlog() {
  const { constraint, author } = useLoaderData<typeof loader>();
  return (
    <BlogEditor
      failure={useActionData<typeof action>()}
      constraint={constraint}
      newAuthor={author}
    />
  );
}
