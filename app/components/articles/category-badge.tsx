import { categoryStyle } from "./category-style";

export function CategoryBadge({ category, className = "" }: { category: string; className?: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${categoryStyle(category).badge} ${className}`}
    >
      {category}
    </span>
  );
}
