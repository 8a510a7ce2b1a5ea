/** The addresses of the pages a school's staff use, named once for the pages that link to them. */

/** "Represent this school": the way a school's staff keep its page ("Update this School"). */
export const representHref = (slug: string) => `/institution/${slug}/represent`;

/** A representative's list of schools, and one school's update form. */
export const YOUR_SCHOOLS_PATH = "/your-schools";
export const schoolUpdateHref = (slug: string) => `${YOUR_SCHOOLS_PATH}/${slug}`;

/** Where a confirmation link points. */
export const REPRESENT_CONFIRM_PATH = "/represent/confirm";
