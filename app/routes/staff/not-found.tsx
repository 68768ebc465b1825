import { StaffNotFound } from "../../staff/staff-not-found.tsx";

/** An address under /staff that is no staff page. */
export default function NotFound() {
  return <StaffNotFound />;
}
