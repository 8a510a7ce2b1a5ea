import { createElement, type ReactElement, type SVGProps } from "react";
import type { IconNode } from "lucide";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "ref">;
export type IconComponent = (props: IconProps) => ReactElement;

/**
 * The component that draws one of lucide's icons (`import { Heart as heartDrawing } from "lucide"`,
 * then `const Heart = icon(heartDrawing)` beside the component that shows it): a stroked 24 x 24 SVG
 * that takes its colour from the text, hidden from assistive technology unless it is given a label.
 * The drawing's elements are built once, not on every render: a page of cards draws many icons.
 * (The `lucide` package holds each drawing as plain data, so a page carries only the drawings it
 * shows and no icon runtime.)
 */
export function icon(drawing: IconNode): IconComponent {
  const children = drawing.map(([tag, attributes], index) => createElement(tag, { ...attributes, key: index }));
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
      >
        {children}
      </svg>
    );
  };
}
