package org.evodraughts.cli;

import org.evodraughts.run.RunId;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.evodraughts.champions.Yardstick;
import org.evodraughts.checkers.match.YardstickSettings;
import org.evodraughts.runs.RunLock;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.match.Match;
import org.evodraughts.checkers.match.MatchResult;
import org.evodraughts.checkers.match.MatchSettings;
import org.evodraughts.checkers.notation.Pdn;
import org.evodraughts.checkers.players.PlayerSpec;
import org.evodraughts.checkers.players.SearchPlayer;
import org.evodraughts.checkers.search.AlphaBetaSettings;
import org.evodraughts.runs.RunDirectory;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.network.NetworkEvaluator;
import org.evodraughts.network.NetworkFile;
import org.evodraughts.storage.records.ChampionRecord;
import org.evodraughts.storage.records.ChampionSummary;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.RunStore;
import org.evodraughts.storage.directory.RunStores;
import org.evodraughts.storage.StoreOptions;
import org.evodraughts.storage.records.YardstickResult;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** runs list, champions list/show/export and report, end to end against a run directory made by the recorder. */
class ChampionCommandsTest {
    @TempDir
    static Path work;
    static Path runs;
    static Path run;
    /** What the store holds, to check the commands' output against. */
    static List<ChampionRecord> stored;

    @BeforeAll
    static void recordARun() throws Exception {
        runs = work.resolve("runs");
        run = TinyRun.create(runs, "r1", 4, 7);
        try (RunStore store = RunStores.open(run, StoreOptions.defaults())) {
            stored = store.champions(RunId.of("r1"));
        }
        assertEquals(4, stored.size());
    }

    @Test
    void runsListShowsTheRunWithItsStatusSeedChampionsAndSize() throws IOException {
        CliRun result = cli("runs", "list");
        assertEquals(0, result.exitCode(), result.err());
        List<String> lines = result.out().lines().toList();
        assertEquals(List.of("RUN", "STATUS", "STARTED", "ENDED", "SEED", "CHAMPIONS", "BEST", "(MEAN", "OF", "MEANS)", "SIZE"),
                List.of(lines.getFirst().split("\\s+")));
        ChampionSummary best = stored.stream().map(ChampionRecord::summary).min(ChampionSummary.BEST_FIRST).orElseThrow();
        assertEquals(List.of("r1", "finished", "2026-11-22T10:00:07Z", "2026-11-22T10:01:07Z", "7", "4", "gen",
                String.valueOf(best.generation()), "(" + Figures.meanOfMeans(best.meanOfMeans()) + ")"),
                row(lines, "r1").subList(0, 9));
        assertEquals(List.of(Figures.bytes(RunDirectory.diskUse(runs.resolve("r1"))).split(" ")), row(lines, "r1").subList(9, 11),
                "the run directory's size on disk");
    }

    /** The cells of the table row of {@code run} (other tests may add runs). */
    private static List<String> row(List<String> lines, String run) {
        return lines.stream().filter(line -> line.startsWith(run + " ")).findFirst()
                .map(line -> List.of(line.split("\\s+"))).orElseThrow(() -> new AssertionError("no row of " + run + " in " + lines));
    }

    @Test
    void championsListShowsEveryGenerationsFiguresAsStored() {
        CliRun result = cli("champions", "list", "--run", "r1");
        assertEquals(0, result.exitCode(), result.err());
        List<String> lines = result.out().lines().toList();
        assertTrue(lines.get(0).startsWith("run r1 (embedded MongoDB in " + run.resolve("mongo.mv") + "): 4 champions, best: generation "),
                lines.get(0));
        assertEquals(List.of("GEN", "POINTS", "MEAN", "OF", "MEANS", "random", "heuristic:1", "YARDSTICK", "heuristic:1"),
                List.of(lines.get(1).strip().split("\\s+")));
        for (ChampionRecord champion : stored) {
            List<String> expected = new ArrayList<>(List.of(String.valueOf(champion.generation()), Figures.points(champion.points()),
                    Figures.meanOfMeans(champion.meanOfMeans()), Figures.score(champion.baselineScores().get("random")),
                    Figures.score(champion.baselineScores().get("heuristic:1"))));
            // Generations 0 and 2 (every 2) and 3 (the last) played the yardstick; 1 has a blank cell.
            assertEquals(champion.generation() != 1, champion.yardstick().isPresent());
            champion.yardstick().ifPresent(y -> expected.addAll(List.of(Figures.yardstickScore(y).split(" "))));
            assertEquals(expected, List.of(lines.get(2 + champion.generation()).strip().split("\\s+")));
        }
        assertTrue(lines.get(3).endsWith(Figures.score(stored.get(1).baselineScores().get("heuristic:1"))), "blank where none");
        assertEquals(6, lines.size());
        assertEquals(result.out(), cli("champions", "list").out(), "without --run: the newest (here the only) run");
    }

    @Test
    void championsShowListsTheGamesWhoseMeansGiveTheStoredMeanOfMeans() throws IOException {
        Path pdn = work.resolve("gen-2.pdn");
        CliRun result = cli("champions", "show", "--run", "r1", "--generation", "2", "--pdn", pdn.toString());
        assertEquals(0, result.exitCode(), result.err());
        String text = result.out();
        assertTrue(text.contains("\nfile           " + run.resolve("champions/gen-0002.json") + "\n"), text);
        assertTrue(text.contains("\ngames          16\n"), text); // 2 earlier champions x 6, 2 baselines x 2
        YardstickResult yardstick = stored.get(2).yardstick().orElseThrow();
        assertTrue(text.contains("\nyardstick      " + yardstick.describe() + ", " + yardstick.describeElo() + "\n"), text);
        assertTrue(text.contains("\nelapsed        0:01:30 (the run's wall-clock time at this champion)\n"), text);
        String first = cli("champions", "show", "--run", "r1", "--generation", "1").out();
        assertTrue(first.contains("\nyardstick      - (not played in this generation)\n"), first);
        double sum = 0;
        for (String opponent : List.of("gen-0001", "gen-0000")) {
            Matcher row = Pattern.compile("\\n" + opponent + "\\s+6\\s+(\\d)\\s+(\\d)\\s+(\\d)\\s+([-+]\\d\\.\\d\\d)\\n").matcher(text);
            assertTrue(row.find(), opponent + " has no row in\n" + text);
            sum += (Integer.parseInt(row.group(1)) - Integer.parseInt(row.group(3))) / 6.0;
        }
        assertEquals(stored.get(2).meanOfMeans().getAsDouble(), sum / 2, 1e-12);
        assertEquals(16, Pdn.read(pdn).size());
        assertTrue(text.endsWith("wrote 16 games to " + pdn + "\n"), text);
    }

    @Test
    void exportWritesANetworkFileThatEvalLoadsAndThatPlaysAMatch() throws IOException {
        for (String which : List.of("best", "latest", "1")) {
            Path file = work.resolve("champion-" + which + ".json");
            CliRun result = cli("champions", "export", "--run", run.toString(), "--generation", which, "--out", file.toString());
            assertEquals(0, result.exitCode(), result.err());
            ChampionRecord expected = switch (which) {
                case "best" -> stored.stream().min((a, b) -> ChampionSummary.BEST_FIRST.compare(a.summary(), b.summary())).orElseThrow();
                case "latest" -> stored.getLast();
                default -> stored.get(1);
            };
            assertTrue(result.out().startsWith("wrote the champion of generation " + expected.generation() + " of run r1"), result.out());
            NetworkDocument exported = NetworkFile.read(file);
            assertEquals(NetworkFile.parse(expected.networkJson(), "stored"), exported);
            assertEquals((long) expected.generation(), exported.metadata().get(NetworkDocument.GENERATION));
        }
        Path best = work.resolve("champion-best.json");
        CliRun eval = cli("eval", "--network", best.toString());
        assertEquals(0, eval.exitCode(), eval.err());

        NetworkEvaluator evaluator = new NetworkEvaluator(NetworkFile.read(best).network());
        PlayerSpec champion = new PlayerSpec("best", () -> new SearchPlayer("best", AlphaBetaSettings.depth(1).newSearch(evaluator)));
        MatchResult match = Match.play(champion, new PlayerSpec("random", org.evodraughts.checkers.players.RandomPlayer::new),
                new MatchSettings(4, 2, new DrawRules(20, 3, 10), 1, 2));
        assertEquals(4, match.tally().games());
    }

    @Test
    void reportWritesTheChartsAndSaysWhere() throws IOException {
        CliRun result = cli("report", "--run", "r1");
        assertEquals(0, result.exitCode(), result.err());
        List<String> lines = result.out().lines().toList();
        assertEquals("wrote 10 charts of run r1 (4 champions) to " + run.resolve("charts") + ":", lines.getFirst());
        assertEquals(11, lines.size());
        assertTrue(result.out().contains("yardstick-by-generation.png") && result.out().contains("yardstick-by-time.svg"));
        for (String line : lines.subList(1, 11)) {
            Path chart = Path.of(line.strip());
            assertTrue(Files.size(chart) > 1000, chart.toString());
            if (chart.toString().endsWith(".png")) {
                assertNotNull(ImageIO.read(chart.toFile()), chart + " does not decode");
            }
        }
        Path elsewhere = work.resolve("elsewhere");
        assertEquals("error: --out: " + elsewhere + " is not an existing directory",
                cli("report", "--run", "r1", "--out", elsewhere.toString()).err().strip());
        Files.createDirectories(elsewhere);
        assertEquals(0, cli("report", "--run", "r1", "--out", elsewhere.toString()).exitCode());
        assertTrue(Files.exists(elsewhere.resolve("champion-points.svg")));
    }

    @Test
    void everyCommandOnOneRunTakesTheNewestWithoutRun(@TempDir Path elsewhere) throws Exception {
        TinyRun.create(elsewhere, "older", 2, 1);
        Path newer = TinyRun.create(elsewhere, "newer", 2, 9); // the seed sets the start: 9 s later
        String dir = elsewhere.toString();
        CliRun show = cli("champions", "show", "--generation", "latest", "--runs-dir", dir);
        assertEquals(0, show.exitCode(), show.err());
        assertTrue(show.out().startsWith("run newer ("), show.out());
        CliRun export = cli("champions", "export", "--generation", "best", "--out", elsewhere.resolve("best.json").toString(),
                "--runs-dir", dir);
        assertEquals(0, export.exitCode(), export.err());
        assertTrue(export.out().contains(" of run newer "), export.out());
        CliRun report = cli("report", "--runs-dir", dir);
        assertEquals(0, report.exitCode(), report.err());
        assertTrue(report.out().startsWith("wrote 10 charts of run newer (2 champions) to " + newer.resolve("charts")), report.out());
        assertEquals("error: no runs in runs directory " + work.resolve("none"),
                cli("champions", "show", "--generation", "best", "--runs-dir", Files.createDirectories(work.resolve("none")).toString())
                        .err().strip());
        assertEquals("error: report --curves needs the runs to overlay: --run R1 [--run R2]...",
                cli("report", "--curves", "--out", dir, "--runs-dir", dir).err().strip());
    }

    @Test
    void reportCurvesOverlaysRunsAndWritesTheirFiguresAsCsv(@TempDir Path elsewhere) throws Exception {
        Path second = TinyRun.create(elsewhere, "r2", 3, 5);
        Path out = Files.createDirectories(work.resolve("curves"));
        CliRun result = cli("report", "--curves", "--run", "r1", "--run", second.toString(), "--label", "r1=first",
                "--label", "r2=r2", "--out", out.toString()); // r2 by its id, though given as a path
        assertEquals(0, result.exitCode(), result.err());
        List<String> lines = result.out().lines().toList();
        assertEquals(List.of("wrote the learning curves of 2 runs to " + out + ":",
                "  first (run r1): 3 yardstick matches against heuristic:1, generations 0–3",
                "  r2: 2 yardstick matches against heuristic:1, generations 0–2",
                "  " + out.resolve("yardstick-by-generation.png"), "  " + out.resolve("yardstick-by-generation.svg"),
                "  " + out.resolve("yardstick-by-time.png"), "  " + out.resolve("yardstick-by-time.svg"),
                "  " + out.resolve("yardstick.csv")), lines);
        assertNotNull(ImageIO.read(out.resolve("yardstick-by-generation.png").toFile()));
        assertTrue(Files.readString(out.resolve("yardstick-by-time.svg")).contains("<svg"));

        List<String> csv = Files.readAllLines(out.resolve("yardstick.csv"));
        assertEquals("run,label,generation,elapsedSeconds,score,low,high,wins,draws,losses", csv.getFirst());
        assertEquals(1 + 3 + 2, csv.size());
        List<ChampionRecord> measured = stored.stream().filter(c -> c.yardstick().isPresent()).toList();
        for (int i = 0; i < 3; i++) {
            ChampionRecord champion = measured.get(i);
            YardstickResult y = champion.yardstick().orElseThrow();
            String[] cells = csv.get(1 + i).split(",");
            assertEquals(List.of("r1", "first", String.valueOf(champion.generation()),
                    String.valueOf(30 * (champion.generation() + 1))), List.of(cells).subList(0, 4));
            assertEquals(y.score(), Double.parseDouble(cells[4]), 1e-6);
            assertEquals(y.scoreLow(), Double.parseDouble(cells[5]), 1e-6);
            assertEquals(y.scoreHigh(), Double.parseDouble(cells[6]), 1e-6);
            assertEquals(List.of(String.valueOf(y.wins()), String.valueOf(y.draws()), String.valueOf(y.losses())),
                    List.of(cells).subList(7, 10));
        }
        assertTrue(csv.get(4).startsWith("r2,r2,0,30,") && csv.get(5).startsWith("r2,r2,2,90,"), csv.toString());
    }

    @Test
    void reportCurvesRefusesARunWithoutYardstickFiguresAndABadOutInOneLine(@TempDir Path elsewhere) throws Exception {
        Path unmeasured = TinyRun.create(elsewhere, "plain", 2, 4,
                new Yardstick(YardstickSettings.OFF, AlphaBetaSettings.depth(1)));
        Path out = Files.createDirectories(work.resolve("curves-errors"));
        assertEquals("error: run plain has no yardstick figures: none of its 2 champions played a yardstick match "
                        + "(see champions.yardstickEvery)",
                cli("report", "--curves", "--run", "r1", "--run", unmeasured.toString(), "--out", out.toString()).err().strip());
        Path missing = work.resolve("no/such/dir");
        assertEquals("error: --out: " + missing + " is not an existing directory",
                cli("report", "--curves", "--run", "r1", "--out", missing.toString()).err().strip());
        assertTrue(Files.notExists(missing), "nothing is created");
        assertEquals("error: report --curves needs --out DIR, an existing directory",
                cli("report", "--curves", "--run", "r1").err().strip());
        assertEquals("error: --label r9=x: r9 is none of the --run runs (r1)",
                cli("report", "--curves", "--run", "r1", "--label", "r9=x", "--out", out.toString()).err().strip());
        assertEquals("error: two of the runs have the label 'r1'; give each its own with --label",
                cli("report", "--curves", "--run", "r1", "--run", run.toString(), "--out", out.toString()).err().strip());
        assertEquals("error: report draws one run's charts; give --curves to overlay 2 runs",
                cli("report", "--run", "r1", "--run", "r1").err().strip());
        try (var files = Files.list(out)) {
            assertEquals(0, files.count(), "no files after an error");
        }
    }

    @Test
    void whileTheRunHoldsItsDatabaseTheCommandsReadTheChampionFiles() throws IOException {
        String normal = cli("champions", "list", "--run", "r1").out();
        // As a running evolution would: its lock, and its database open.
        try (RunLock _ = RunLock.acquire(run); RunStore running = RunStores.open(run, StoreOptions.defaults())) {
            assertTrue(running.run(RunId.of("r1")).isPresent());
            CliRun list = cli("champions", "list", "--run", "r1");
            assertEquals(0, list.exitCode(), list.err());
            assertTrue(list.out().startsWith("run r1 (champion files in " + run.resolve("champions") + " (its database "
                    + run.resolve("mongo.mv") + " is in use, probably by the run itself)): 4 champions"), list.out());
            assertEquals(normal.lines().skip(1).toList(), list.out().lines().skip(1).toList(), "the same figures");

            CliRun show = cli("champions", "show", "--run", "r1", "--generation", "latest");
            assertEquals(0, show.exitCode(), show.err());
            assertTrue(show.out().contains("\ngames          not available from champion files in "), show.out());

            CliRun runsList = cli("runs", "list");
            assertEquals(List.of("r1", "running", "?", "?", "?", "4", "gen"),
                    row(runsList.out().lines().toList(), "r1").subList(0, 7), "its status from its lock, as serve shows it");
            assertTrue(runsList.out().contains("\nnote: r1: read from champion files in "), runsList.out());
        }
    }

    @Test
    void everyCommandWorksAgainstAMongoDbServerGivenByUri() throws Exception {
        Path remoteRuns = work.resolve("remote");
        Path databaseFile = work.resolve("server/db.mv");
        try (org.evodraughts.storage.embedded.EmbeddedMongo server = org.evodraughts.storage.embedded.EmbeddedMongo.start(databaseFile)) {
            StoreOptions options = StoreOptions.defaults().withMongoUri(server.uri());
            Path directory = Files.createDirectories(remoteRuns.resolve("m1"));
            try (RunStore store = RunStores.open(directory, options);
                 var pool = java.util.concurrent.Executors.newFixedThreadPool(2)) {
                TinyRun.record(store, directory, "m1", 2, 3, java.time.Clock.systemUTC(), pool);
            }
            assertTrue(Files.notExists(directory.resolve("mongo.mv")), "nothing embedded started");

            CliRun runsList = cli("runs", "list", "--mongo-uri", server.uri());
            assertEquals(0, runsList.exitCode(), runsList.err());
            assertTrue(runsList.out().lines().skip(1).findFirst().orElseThrow().startsWith("m1   finished"), runsList.out());

            // By run id alone: no directory of that name here.
            CliRun list = cli("champions", "list", "--run", "m1", "--mongo-uri", server.uri());
            assertEquals(0, list.exitCode(), list.err());
            assertTrue(list.out().startsWith("run m1 (MongoDB at " + server.uri() + "): 2 champions"), list.out());
            assertEquals(0, cli("champions", "show", "--run", "m1", "--generation", "1", "--mongo-uri", server.uri()).exitCode());
            Path exported = work.resolve("m1.json");
            assertEquals(0, cli("champions", "export", "--run", "m1", "--generation", "latest", "--out", exported.toString(),
                    "--mongo-uri", server.uri()).exitCode());
            assertEquals(NetworkFile.read(directory.resolve("champions/gen-0001.json")), NetworkFile.read(exported));
            CliRun report = cli("report", "--run", "m1", "--mongo-uri", server.uri());
            assertEquals(2, report.exitCode());
            assertEquals("error: run m1 has no run directory here; give --out DIR", report.err().strip());

            // Without the URI, the run directory still shows its champion files.
            CliRun files = cli("champions", "list", "--run", directory.toString());
            assertEquals(0, files.exitCode(), files.err());
            assertTrue(files.out().contains("no embedded database here: the run kept its records in a MongoDB server; give --mongo-uri"),
                    files.out());
        }
    }

    @Test
    void badInputGetsOneClearLineAndExitCodeTwo() throws IOException {
        Path empty = Files.createDirectories(runs.resolve("empty"));
        try (RunStore store = RunStores.open(empty, StoreOptions.defaults())) {
            store.save(RunRecord.started(RunId.of("empty"), Map.of(), 1, TinyRun.START));
        }
        Path notARun = Files.createDirectories(work.resolve("plain"));
        List<String[]> cases = List.of(
                new String[] {"unknown run 'nope': there is no directory " + runs.resolve("nope") + " or nope; for a run kept in a MongoDB server, give --mongo-uri",
                        "champions", "show", "--run", "nope", "--generation", "1"},
                new String[] {"run r1 (" + run + ") has no champion of generation 9 (it has generations 0–3)",
                        "champions", "show", "--run", "r1", "--generation", "9"},
                new String[] {"generation 'first' is not a number, best or latest",
                        "champions", "export", "--run", "r1", "--generation", "first", "--out", work.resolve("x.json").toString()},
                new String[] {"run empty (" + empty + ") has no champions yet",
                        "champions", "export", "--run", "empty", "--generation", "best", "--out", work.resolve("x.json").toString()},
                new String[] {"run empty (" + empty + ") has no champions yet", "report", "--run", "empty"},
                new String[] {notARun + " is not a run directory: it has neither mongo.mv nor champions/",
                        "champions", "list", "--run", notARun.toString()},
                new String[] {"invalid MongoDB URI 'localhost:27017': The connection string is invalid. Connection strings must start with either 'mongodb://' or 'mongodb+srv://",
                        "runs", "list", "--mongo-uri", "localhost:27017"},
                new String[] {"runs directory " + work.resolve("missing") + " does not exist",
                        "runs", "list", "--runs-dir", work.resolve("missing").toString()},
                new String[] {"cannot write network file " + work.resolve("no/such/dir/x.json") + ": directory "
                        + work.resolve("no/such/dir") + " does not exist",
                        "champions", "export", "--run", "r1", "--generation", "1", "--out", work.resolve("no/such/dir/x.json").toString()});
        for (String[] c : cases) {
            String[] args = java.util.Arrays.copyOfRange(c, 1, c.length);
            CliRun result = cli(args);
            assertEquals(2, result.exitCode(), String.join(" ", args) + "\n" + result.out());
            assertEquals("error: " + c[0], result.err().strip(), String.join(" ", args));
        }
    }

    @Test
    void anUnreachableServerIsNamedInTheError() {
        CliRun result = cli("champions", "list", "--run", "x", "--mongo-uri", "mongodb://127.0.0.1:1");
        assertEquals(2, result.exitCode());
        assertTrue(result.err().startsWith("error: cannot reach MongoDB at mongodb://127.0.0.1:1 within 3 s"), result.err());
    }

    @Test
    void aCommandGroupWithoutItsSubcommandIsAUsageError() {
        CliRun result = cli("champions");
        assertEquals(2, result.exitCode());
        assertTrue(result.err().startsWith("error: Missing required subcommand: list, show or export\n"), result.err());
        assertTrue(result.err().contains("Usage: evodraughts champions"), result.err());
    }

    /** Runs the command line with --runs-dir pointing at this test's runs (unless given). */
    private static CliRun cli(String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        if (!all.contains("--runs-dir") && !all.getFirst().equals("eval") && args.length > 1) {
            all.add("--runs-dir");
            all.add(runs.toString());
        }
        return CliRun.of(all.toArray(String[]::new));
    }
}
