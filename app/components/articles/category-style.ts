import {
  BookOpen as bookOpenDrawing,
  Briefcase as briefcaseDrawing,
  Church as churchDrawing,
  Compass as compassDrawing,
  GraduationCap as graduationCapDrawing,
  HeartHandshake as heartHandshakeDrawing,
  Laptop as laptopDrawing,
  TrendingUp as trendingUpDrawing,
} from "lucide";
import { icon, type IconComponent } from "~/components/ui/icon";

const BookOpen = icon(bookOpenDrawing);
const Briefcase = icon(briefcaseDrawing);
const Church = icon(churchDrawing);
const Compass = icon(compassDrawing);
const GraduationCap = icon(graduationCapDrawing);
const HeartHandshake = icon(heartHandshakeDrawing);
const Laptop = icon(laptopDrawing);
const TrendingUp = icon(trendingUpDrawing);

interface CategoryStyle {
  /** Badge: background and text with at least 4.5:1 contrast. */
  badge: string;
  /** Accent: the coloured edge of cards and the icon tile. */
  accent: string;
  tile: string;
  icon: IconComponent;
}

/** Each category keeps its colour everywhere it appears. */
const STYLES: Record<string, CategoryStyle> = {
  "High School Students": {
    badge: "bg-sky-100 text-sky-900",
    accent: "border-t-sky-500",
    tile: "bg-sky-100 text-sky-800",
    icon: GraduationCap,
  },
  "Career Switchers": {
    badge: "bg-amber-100 text-amber-900",
    accent: "border-t-amber-500",
    tile: "bg-amber-100 text-amber-800",
    icon: Briefcase,
  },
  "General Guidance": {
    badge: "bg-slate-200 text-slate-800",
    accent: "border-t-slate-500",
    tile: "bg-slate-200 text-slate-800",
    icon: Compass,
  },
  "Ministry Students": {
    badge: "bg-violet-100 text-violet-900",
    accent: "border-t-violet-500",
    tile: "bg-violet-100 text-violet-800",
    icon: Church,
  },
  "Adult Learners": {
    badge: "bg-emerald-100 text-emerald-900",
    accent: "border-t-emerald-500",
    tile: "bg-emerald-100 text-emerald-800",
    icon: Laptop,
  },
  "Seminary Students": {
    badge: "bg-indigo-100 text-indigo-900",
    accent: "border-t-indigo-500",
    tile: "bg-indigo-100 text-indigo-800",
    icon: BookOpen,
  },
  "Professional Development": {
    badge: "bg-teal-100 text-teal-900",
    accent: "border-t-teal-500",
    tile: "bg-teal-100 text-teal-800",
    icon: TrendingUp,
  },
  "Ministry Training": {
    badge: "bg-rose-100 text-rose-900",
    accent: "border-t-rose-500",
    tile: "bg-rose-100 text-rose-800",
    icon: HeartHandshake,
  },
};

const FALLBACK: CategoryStyle = {
  badge: "bg-brand-50 text-brand-800",
  accent: "border-t-brand-500",
  tile: "bg-brand-50 text-brand-800",
  icon: BookOpen,
};

export function categoryStyle(category: string | null | undefined): CategoryStyle {
  return (category && STYLES[category]) || FALLBACK;
}
