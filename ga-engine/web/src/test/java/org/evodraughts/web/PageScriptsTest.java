package org.evodraughts.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The pages' scripts never turn text into markup: every element is built with {@code h()}
 * (common.js), whose strings become text nodes, so a PDN tag, run id or player name holding
 * markup shows as text. {@code BrowserTest} checks a crafted PDN in a real browser.
 */
class PageScriptsTest {
    private static final Pattern MARKUP = Pattern.compile("innerHTML|outerHTML|insertAdjacentHTML|document\\.write|DOMParser"
            + "|createContextualFragment|srcdoc");

    @Test
    void noScriptParsesMarkup() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/resources/web"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".js") || f.toString().endsWith(".html")).toList()) {
                List<String> lines = Files.readAllLines(file);
                for (int i = 0; i < lines.size(); i++) {
                    Matcher matcher = MARKUP.matcher(lines.get(i));
                    if (matcher.find()) {
                        found.add(file.getFileName() + ":" + (i + 1) + " " + matcher.group());
                    }
                }
            }
        }
        assertEquals(List.of(), found);
    }
}
