// The page's module entry (index.html). The start-up story lives in web/shell/README.md.
import "./shell/boot";
