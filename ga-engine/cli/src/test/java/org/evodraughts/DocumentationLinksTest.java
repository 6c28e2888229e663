package org.evodraughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every relative link in the README and docs/ (its research/ pages too) resolves: the file exists,
 * and a {@code #anchor} names a heading of that file (GitHub's rule: lower case, punctuation
 * dropped, spaces as hyphens, repeats numbered).
 */
class DocumentationLinksTest {
    private static final Path ROOT = Path.of("../..").toAbsolutePath().normalize();
    private static final Pattern LINK = Pattern.compile("!?\\[[^\\]]*\\]\\(([^)\\s]+)\\)");
    private static final Pattern HEADING = Pattern.compile("^#{1,6} (.+)$");

    @Test
    void everyLinkResolves() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(ROOT.resolve("README.md")));
        try (Stream<Path> docs = Files.walk(ROOT.resolve("docs"))) {
            docs.filter(f -> f.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        assertTrue(pages.size() > 8, "found the docs: " + pages);
        Map<Path, Set<String>> anchors = new HashMap<>();
        List<String> broken = new ArrayList<>();
        int links = 0;
        for (Path page : pages) {
            List<String> lines = prose(page);
            for (int i = 0; i < lines.size(); i++) {
                Matcher link = LINK.matcher(lines.get(i));
                while (link.find()) {
                    String target = link.group(1);
                    if (target.matches("^[a-z]+:.*")) {
                        continue; // http:, https:, mailto:
                    }
                    links++;
                    int hash = target.indexOf('#');
                    String file = hash < 0 ? target : target.substring(0, hash);
                    Path resolved = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
                    String where = ROOT.relativize(page) + ":" + (i + 1) + ": " + target;
                    if (!Files.exists(resolved)) {
                        broken.add(where + " (no such file)");
                    } else if (hash >= 0 && !anchors.computeIfAbsent(resolved, DocumentationLinksTest::anchorsOf)
                            .contains(target.substring(hash + 1))) {
                        broken.add(where + " (no such heading)");
                    }
                }
            }
        }
        assertTrue(links > 50, "checked " + links + " links");
        assertEquals(List.of(), broken);
    }

    /** The page's lines outside code fences. */
    private static List<String> prose(Path page) throws IOException {
        List<String> lines = new ArrayList<>();
        boolean fenced = false;
        for (String line : Files.readAllLines(page)) {
            if (line.startsWith("```")) {
                fenced = !fenced;
            }
            lines.add(fenced || line.startsWith("```") ? "" : line);
        }
        return lines;
    }

    private static Set<String> anchorsOf(Path page) {
        Set<String> anchors = new HashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        try {
            for (String line : prose(page)) {
                Matcher heading = HEADING.matcher(line);
                if (heading.matches()) {
                    String slug = heading.group(1).strip().toLowerCase(Locale.ROOT)
                            .replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
                    int repeat = seen.merge(slug, 1, Integer::sum) - 1;
                    anchors.add(repeat == 0 ? slug : slug + "-" + repeat);
                }
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return anchors;
    }
}
