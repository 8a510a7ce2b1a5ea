import { data } from "react-router";

/** Unknown /admin paths: the admin layout's error boundary shows 'Page Not Found' with HTTP 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
