/** A file category as people read it: 'financial-aid' -> 'Financial Aid'. */
export function categoryLabel(category: string) {
  return category
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
