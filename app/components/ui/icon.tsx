import type { ReactElement, SVGProps } from "react";
import type { IconNode } from "lucide";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "ref" | "children" | "dangerouslySetInnerHTML">;
export type IconComponent = (props: IconProps) => ReactElement;

/**
 * The component that draws one of lucide's icons (`import { Heart as heartDrawing } from "lucide"`,
 * then `const Heart = icon(heartDrawing)` beside the component that shows it): a stroked 24 x 24 SVG
 * that takes its colour from the text, hidden from assistive technology unless it is given a label.
 * (The `lucide` package holds each drawing as plain data, so a page carries only the drawings it
 * shows and no icon runtime.)
 */
export function icon(drawing: IconNode): IconComponent {
  // The drawing as markup, written once: the paths are not React elements, so a page of cards
  // renders (and hydrates) one element per icon instead of three or four.
  const inner = {
    __html: drawing.map(([tag, attributes]) => `<${tag}${markupAttributes(attributes)}></${tag}>`).join(""),
  };
  return function Icon({ className, ...props }: IconProps) {
    const isLabelled = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={isLabelled ? undefined : true}
        className={className}
        {...props}
        dangerouslySetInnerHTML={inner}
      />
    );
  };
}

/** ` d="M9 3v18"`: a drawing element's attributes as markup (lucide's drawings hold only numbers and path data). */
function markupAttributes(attributes: Record<string, string | number | undefined>): string {
  return Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join("");
}
