package org.evodraughts.web;

import java.nio.charset.StandardCharsets;

/**
 * A refused request's answer, in the form its path asks for: the API's JSON error body
 * ({@code {"error", "field"}}) for a path under {@code /api/}, which scripts read, and a small
 * HTML page for any other path (a page a person opened), which the browser shows. The one place
 * that decides between them, for Javalin's errors and for Jetty's own.
 *
 * @param status  the HTTP status
 * @param type    the content type
 * @param body    the answer
 */
record ErrorAnswer(int status, String type, String body) {
    static final String JSON = "application/json";
    static final String HTML = "text/html; charset=utf-8";

    /** The answer to a request for {@code path} refused with {@code status} and {@code message}, naming {@code field}. */
    static ErrorAnswer of(String path, int status, String message, String field) {
        return of(isApi(path), status, message, field);
    }

    /** The answer as JSON ({@code api}) or as a page. */
    static ErrorAnswer of(boolean api, int status, String message, String field) {
        return api ? new ErrorAnswer(status, JSON, Json.error(message, field)) : new ErrorAnswer(status, HTML, page(status, message));
    }

    /** Whether {@code path} (as sent, maybe malformed) is the API's. */
    static boolean isApi(String path) {
        return path != null && (path.equals("/api") || path.startsWith("/api/"));
    }

    byte[] bytes() {
        return body.getBytes(StandardCharsets.UTF_8);
    }

    /**
     * The page: the message as text (escaped, it may quote the request) and links to the other
     * pages; a refusal of access (401, 403) has none, as each would be refused too: its message
     * says how to get in.
     */
    private static String page(int status, String message) {
        String title = status == 404 ? "Not found" : "Error " + status;
        boolean refused = status == 401 || status == 403;
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\">"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
                + "<title>" + title + " · evodraughts</title><link rel=\"stylesheet\" href=\"/css/style.css\"></head>\n"
                + "<body><main><h1>" + title + "</h1><div class=\"panel\"><p>" + escape(message) + "</p>"
                + (refused ? "" : "<p><a href=\"/runs.html\">Runs</a> · <a href=\"/play.html\">Play</a> · "
                        + "<a href=\"/viewer.html\">Game viewer</a></p>")
                + "</div></main></body>\n</html>\n";
    }

    private static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
