import { ImageOff as imageOffDrawing, RotateCcw as rotateCcwDrawing } from "lucide";
import { icon } from "~/components/ui/icon";

const ImageOff = icon(imageOffDrawing);
const RotateCcw = icon(rotateCcwDrawing);

/** What a lazy image shows when it fails: the default image, 'Image unavailable' and Retry. */
export default function ImageFailure({ fallbackSrc, onRetry }: { fallbackSrc: string; onRetry: () => void }) {
  return (
    <>
      <img src={fallbackSrc} alt="" className="h-full w-full object-cover" />
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-slate-900/55 text-white">
        <p className="flex items-center gap-1.5 text-sm font-medium">
          <ImageOff className="size-4" aria-hidden="true" />
          Image unavailable
        </p>
        <button
          type="button"
          onClick={onRetry}
          className="relative z-10 inline-flex min-h-8 items-center gap-1 rounded-md bg-white px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          Retry
        </button>
      </div>
    </>
  );
}
