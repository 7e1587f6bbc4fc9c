import { notFound } from "~/lib/platform/errors.server";

// A section the member centre does not have (each one it has is its own route, member.<section>.tsx):
// not found, for a form posted to it too.
export function loader(): never {
  notFound();
}
export function action(): never {
  notFound();
}
export default function UnknownSection() {
  return null;
}
