package org.evodraughts.champions.report;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import org.evodraughts.storage.records.ChampionSummary;
import org.evodraughts.storage.records.YardstickResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

class ProgressChartsTest {
    @TempDir
    Path directory;

    @Test
    void writesEachChartAsADecodablePngAndWellFormedSvg() throws Exception {
        List<ChampionSummary> champions = List.of(
                new ChampionSummary(RunId.of("r"), 2, 9, OptionalDouble.of(0.25), Map.of("random", 1.0, "heuristic:4", -0.5)),
                new ChampionSummary(RunId.of("r"), 0, 12, OptionalDouble.empty(), Map.of("random", 0.5, "heuristic:4", -1.0)),
                new ChampionSummary(RunId.of("r"), 1, 10.5, OptionalDouble.of(-0.1), Map.of("random", 1.0, "heuristic:4", 0.0)),
                new ChampionSummary(RunId.of("r"), 3, 11, OptionalDouble.of(0.1), Map.of(), OptionalDouble.of(95.5),
                        Optional.of(new YardstickResult("heuristic:4", 10, 4, 26))),
                new ChampionSummary(RunId.of("r"), 4, 11, OptionalDouble.of(0.1), Map.of(), OptionalDouble.of(130),
                        Optional.of(new YardstickResult("heuristic:4", 16, 4, 20))));
        List<Path> written = ProgressCharts.write(RunId.of("r"), champions, directory.resolve("charts"));

        assertEquals(List.of("mean-of-means.png", "mean-of-means.svg", "champion-points.png", "champion-points.svg",
                "baseline-scores.png", "baseline-scores.svg", "yardstick-by-generation.png", "yardstick-by-generation.svg",
                "yardstick-by-time.png", "yardstick-by-time.svg"), written.stream().map(p -> p.getFileName().toString()).toList());
        for (Path file : written) {
            assertTrue(Files.size(file) > 1000, file + " is too small to hold a chart");
            if (file.toString().endsWith(".png")) {
                BufferedImage image = ImageIO.read(file.toFile());
                assertNotNull(image, file + " does not decode");
                assertEquals(800, image.getWidth());
                assertEquals(500, image.getHeight());
            } else {
                Document svg = parseXml(file);
                assertEquals("svg", svg.getDocumentElement().getTagName());
                assertEquals("0 0 800 500", svg.getDocumentElement().getAttribute("viewBox"));
            }
        }
        try (var leftovers = Files.list(directory.resolve("charts"))) {
            assertEquals(10, leftovers.count(), "no temporary files are left");
        }
    }

    @Test
    void aFirstGenerationWithNothingToPlotStillGivesCharts() throws Exception {
        List<Path> written = ProgressCharts.write(RunId.of("r"), List.of(new ChampionSummary(RunId.of("r"), 0, 3, OptionalDouble.empty(), Map.of())),
                directory);
        assertEquals(10, written.size());
        assertNotNull(ImageIO.read(directory.resolve("mean-of-means.png").toFile()));
        parseXml(directory.resolve("baseline-scores.svg"));
    }

    private static Document parseXml(Path file) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        // Well-formedness only: do not fetch the SVG DTD from the network.
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        DocumentBuilder builder = factory.newDocumentBuilder();
        try {
            return builder.parse(file.toFile());
        } catch (org.xml.sax.SAXException e) {
            throw new IOException(file + " is not well-formed XML: " + e.getMessage(), e);
        }
    }
}
