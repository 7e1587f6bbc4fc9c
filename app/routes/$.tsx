import { notFound } from "~/lib/platform/errors.server";

// Every unknown path: a translated 404 inside the frame (root ErrorBoundary).
export function loader(): never {
  notFound();
}

export default function NotFound() {
  return null;
}
