import { ButtonLink } from "~/components/ui/button";

/** The private project's documents and client questions, each on a screen of its own. */
export function ClientExtrasLinks({ projectId }: { projectId: string }) {
  return (
    <nav aria-label="Client's documents and questions" className="mt-4 flex flex-wrap gap-3">
      <ButtonLink to={`/edit-project/${projectId}/documents`} variant="secondary">
        Client documents
      </ButtonLink>
      <ButtonLink to={`/edit-project/${projectId}/questions`} variant="secondary">
        Client questions
      </ButtonLink>
    </nav>
  );
}
