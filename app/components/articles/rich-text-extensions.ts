/**
 * The article editor's own Tiptap pieces: indent levels on paragraphs and headings (lists nest
 * instead), and embedded YouTube / Vimeo players. Both produce only HTML the article sanitiser keeps
 * (data-indent 1-8; iframes from youtube-nocookie.com/embed and player.vimeo.com/video).
 */
import { Extension, mergeAttributes, Node, type CommandProps } from "@tiptap/core";
import { videoEmbedUrl } from "~/domain/articles/video-embed";

const MAX_INDENT = 8;
const INDENTED_TYPES = ["paragraph", "heading"];

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    indent: {
      /** Nests the list item, or indents the paragraph or heading one level (at most 8). */
      indent: () => ReturnType;
      /** Lifts the list item, or removes one indent level. */
      outdent: () => ReturnType;
    };
    videoEmbed: {
      /** Inserts a player for a YouTube or Vimeo link; false when the link is neither. */
      setVideoEmbed: (options: { src: string; title?: string }) => ReturnType;
    };
  }
}

export const Indent = Extension.create({
  name: "indent",

  addGlobalAttributes() {
    return [
      {
        types: INDENTED_TYPES,
        attributes: {
          indent: {
            default: 0,
            parseHTML: (element) => {
              const level = Number(element.getAttribute("data-indent"));
              return Number.isInteger(level) && level > 0 ? Math.min(level, MAX_INDENT) : 0;
            },
            renderHTML: (attributes) => (attributes.indent > 0 ? { "data-indent": String(attributes.indent) } : {}),
          },
        },
      },
    ];
  },

  addCommands() {
    const shift =
      (delta: number) =>
      ({ state, tr }: CommandProps) => {
        let changed = false;
        state.doc.nodesBetween(state.selection.from, state.selection.to, (node, pos) => {
          if (!INDENTED_TYPES.includes(node.type.name)) return true;
          const current = Number(node.attrs.indent) || 0;
          const next = Math.max(0, Math.min(MAX_INDENT, current + delta));
          if (next !== current) {
            tr.setNodeMarkup(pos, undefined, { ...node.attrs, indent: next });
            changed = true;
          }
          return false;
        });
        return changed;
      };
    return {
      indent: () => (props) =>
        props.editor.isActive("listItem") ? props.commands.sinkListItem("listItem") : shift(1)(props),
      outdent: () => (props) =>
        props.editor.isActive("listItem") ? props.commands.liftListItem("listItem") : shift(-1)(props),
    };
  },

  addKeyboardShortcuts() {
    return {
      Tab: () => (this.editor.isActive("listItem") ? this.editor.commands.indent() : false),
      "Shift-Tab": () => (this.editor.isActive("listItem") ? this.editor.commands.outdent() : false),
    };
  },
});

export const VideoEmbed = Node.create({
  name: "videoEmbed",
  group: "block",
  atom: true,
  draggable: true,

  addAttributes() {
    return {
      src: { default: null },
      title: { default: "Embedded video" },
    };
  },

  parseHTML() {
    return [
      {
        tag: "iframe[src]",
        getAttrs: (element) => {
          const src = videoEmbedUrl(element.getAttribute("src") ?? "");
          return src ? { src, title: element.getAttribute("title") || "Embedded video" } : false;
        },
      },
    ];
  },

  renderHTML({ HTMLAttributes }) {
    return [
      "iframe",
      mergeAttributes(HTMLAttributes, {
        allowfullscreen: "true",
        loading: "lazy",
        class: "aspect-video w-full rounded-xl",
      }),
    ];
  },

  addCommands() {
    return {
      setVideoEmbed:
        ({ src, title }) =>
        ({ commands }) => {
          const embed = videoEmbedUrl(src);
          if (!embed) return false;
          return commands.insertContent({ type: this.name, attrs: { src: embed, title: title || "Embedded video" } });
        },
    };
  },
});
