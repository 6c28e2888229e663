package org.evodraughts.champions.report;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import javax.imageio.ImageIO;
import org.evodraughts.storage.records.ChampionSummary;
import org.evodraughts.storage.records.YardstickResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LearningCurvesTest {
    @TempDir
    Path directory;

    private static ChampionSummary measured(String run, int generation, double seconds, String player, int wins, int draws, int losses) {
        return new ChampionSummary(RunId.of(run), generation, 1, OptionalDouble.empty(), Map.of(), OptionalDouble.of(seconds),
                Optional.of(new YardstickResult(player, wins, draws, losses)));
    }

    private static ChampionSummary plain(String run, int generation) {
        return new ChampionSummary(RunId.of(run), generation, 1, OptionalDouble.empty(), Map.of());
    }

    @Test
    void aCurveHoldsTheMeasuredChampionsAgainstTheLatestPlayerByGeneration() {
        LearningCurves.Curve curve = LearningCurves.Curve.of(RunId.of("r1"), "first", List.of(
                measured("r1", 50, 200, "heuristic:4", 3, 1, 0), plain("r1", 1), measured("r1", 0, 5, "heuristic:4", 0, 1, 3),
                measured("r1", 25, 100, "random", 4, 0, 0))).orElseThrow();
        assertEquals("heuristic:4", curve.player());
        assertEquals(List.of(0, 50), curve.points().stream().map(ChampionSummary::generation).toList());
        assertEquals(1, curve.omitted(), "the match against another player does not join the curve");
        assertEquals(Optional.empty(), LearningCurves.Curve.of(RunId.of("r2"), "r2", List.of(plain("r2", 0))));
    }

    @Test
    void theCsvHasOneLinePerMeasuredChampionRunByRun() {
        LearningCurves.Curve a = LearningCurves.Curve.of(RunId.of("r1"), "wide, deep", List.of(measured("r1", 0, 12.5, "random", 1, 2, 1),
                measured("r1", 25, 300, "random", 2, 0, 0))).orElseThrow();
        LearningCurves.Curve b = LearningCurves.Curve.of(RunId.of("r2"), "r2", List.of(new ChampionSummary(RunId.of("r2"), 0, 1, OptionalDouble.empty(),
                Map.of(), OptionalDouble.empty(), Optional.of(new YardstickResult("random", 0, 0, 2))))).orElseThrow();
        YardstickResult even = new YardstickResult("random", 1, 2, 1);
        String csv = LearningCurves.csv(List.of(a, b));
        List<String> lines = csv.lines().toList();
        assertEquals("run,label,generation,elapsedSeconds,score,low,high,wins,draws,losses", lines.get(0));
        assertEquals(String.format(java.util.Locale.ROOT, "r1,\"wide, deep\",0,12.5,0.5,%s,%s,1,2,1",
                trim(even.scoreLow()), trim(even.scoreHigh())), lines.get(1));
        assertTrue(lines.get(2).startsWith("r1,\"wide, deep\",25,300,1,"), lines.get(2));
        assertTrue(lines.get(3).startsWith("r2,r2,0,,0,0,"), "no elapsed time: a blank field; " + lines.get(3));
        assertEquals(4, lines.size());
    }

    @Test
    void writesBothChartsAsPngAndSvgAndTheCsv() throws Exception {
        LearningCurves.Curve a = LearningCurves.Curve.of(RunId.of("r1"), "r1", List.of(measured("r1", 0, 10, "random", 1, 0, 3),
                measured("r1", 25, 4000, "random", 2, 1, 1), measured("r1", 50, 8000, "random", 3, 1, 0))).orElseThrow();
        LearningCurves.Curve b = LearningCurves.Curve.of(RunId.of("r2"), "bigger", List.of(measured("r2", 0, 20, "random", 0, 0, 4))).orElseThrow();
        List<Path> written = LearningCurves.write(List.of(a, b), directory);
        assertEquals(List.of("yardstick-by-generation.png", "yardstick-by-generation.svg", "yardstick-by-time.png",
                "yardstick-by-time.svg", "yardstick.csv"), written.stream().map(p -> p.getFileName().toString()).toList());
        assertNotNull(ImageIO.read(directory.resolve("yardstick-by-time.png").toFile()));
        String svg = Files.readString(directory.resolve("yardstick-by-generation.svg"));
        assertTrue(svg.contains("<svg"), "an SVG document");
        assertEquals(LearningCurves.csv(List.of(a, b)), Files.readString(directory.resolve("yardstick.csv")));
    }

    private static String trim(double x) {
        return String.format(java.util.Locale.ROOT, "%.6f", x).replaceAll("0+$", "").replaceAll("\\.$", "");
    }
}
