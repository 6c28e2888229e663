package org.evodraughts.cli;

import java.io.IOException;
import org.evodraughts.storage.layout.RunLayout;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.evodraughts.champions.Champion;
import org.evodraughts.runs.RunView;
import org.evodraughts.checkers.notation.Pdn;
import org.evodraughts.checkers.notation.PdnGame;
import org.evodraughts.files.AtomicFiles;
import org.evodraughts.network.Network;
import org.evodraughts.runs.RankedIndividual;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.network.NetworkFile;
import org.evodraughts.storage.records.ChampionSummary;
import org.evodraughts.storage.records.GameRecord;
import org.evodraughts.storage.records.YardstickResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code evodraughts champions list|show|export}: a run's champions, one champion in detail
 * with its evaluation games, and a champion as a network file.
 */
@Command(name = "champions", mixinStandardHelpOptions = true, description = "A run's champions.",
        subcommands = {ChampionsCommand.ListChampions.class, ChampionsCommand.Show.class, ChampionsCommand.Export.class})
final class ChampionsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(), "Missing required subcommand: list, show or export");
    }

    @Command(name = "list", mixinStandardHelpOptions = true,
            description = "Lists a run's champions: generation, points, mean of means, baseline scores and, where one "
                    + "was played, the yardstick match's score with its 95%% interval.")
    static final class ListChampions implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Mixin
        RunChoice run;

        @Override
        public Integer call() throws IOException {
            return RunOptions.reading(() -> {
                try (RunView view = run.open()) {
                    PrintWriter out = spec.commandLine().getOut();
                    List<ChampionSummary> champions = view.champions();
                    out.println(header(view) + ": " + (champions.isEmpty() ? "no champions yet" : champions.size()
                            + " champion" + (champions.size() == 1 ? "" : "s") + ", best: generation "
                            + view.best().orElseThrow().generation()));
                    if (!champions.isEmpty()) {
                        List<String> baselines = new ArrayList<>();
                        champions.forEach(c -> c.baselineScores().keySet().stream().filter(n -> !baselines.contains(n))
                                .forEach(baselines::add));
                        // A run with islands has an ISLAND column: the island each champion came from.
                        boolean islands = champions.stream().anyMatch(c -> c.island().isPresent());
                        List<String> columns = new ArrayList<>(List.of(">GEN"));
                        if (islands) {
                            columns.add(">ISLAND");
                        }
                        columns.addAll(List.of(">POINTS", ">MEAN OF MEANS"));
                        baselines.forEach(name -> columns.add(">" + name));
                        List<String> yardsticks = champions.stream().flatMap(c -> c.yardstick().stream())
                                .map(YardstickResult::player).distinct().toList();
                        if (!yardsticks.isEmpty()) {
                            // One player (the usual case) goes in the heading, several in the cells.
                            columns.add(yardsticks.size() == 1 ? "YARDSTICK " + yardsticks.getFirst() : "YARDSTICK");
                        }
                        TextTable table = new TextTable(columns.toArray(String[]::new));
                        for (ChampionSummary champion : champions) {
                            List<String> cells = new ArrayList<>(List.of(String.valueOf(champion.generation())));
                            if (islands) {
                                cells.add(champion.island().isPresent() ? String.valueOf(champion.island().getAsInt()) : "-");
                            }
                            cells.addAll(List.of(Figures.points(champion.points()), Figures.meanOfMeans(champion.meanOfMeans())));
                            baselines.forEach(name -> {
                                Double score = champion.baselineScores().get(name);
                                cells.add(score == null ? "-" : Figures.score(score));
                            });
                            if (!yardsticks.isEmpty()) {
                                cells.add(champion.yardstick().map(y -> (yardsticks.size() == 1 ? "" : y.player() + " ")
                                        + Figures.yardstickScore(y)).orElse(""));
                            }
                            table.row(cells.toArray(String[]::new));
                        }
                        table.print(out);
                    }
                    view.missingChampions().ifPresent(note -> out.println("note: " + note));
                    out.flush();
                    return 0;
                }
            });
        }
    }

    @Command(name = "show", mixinStandardHelpOptions = true,
            description = {"Shows one champion: its figures, its network, and its evaluation games "
                    + "(scores are the champion's: 1 win, 0 draw, -1 loss)."})
    static final class Show implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Mixin
        ChampionChoice choice;

        @Option(names = "--pdn", paramLabel = "FILE", description = "Also write the evaluation games to this PDN file.")
        Path pdnFile;

        @Override
        public Integer call() throws IOException {
            if (pdnFile != null) {
                AtomicFiles.checkReplaceable(pdnFile, "--pdn " + pdnFile);
            }
            return RunOptions.reading(() -> {
                try (RunView view = choice.run.open()) {
                    ChampionSummary champion = view.select(choice.generation);
                    NetworkDocument document = view.championDocument(champion.generation()).orElseThrow();
                    PrintWriter out = spec.commandLine().getOut();
                    out.println(header(view) + ", champion of generation " + champion.generation());
                    champion.island().ifPresent(island -> out.println("island         " + island));
                    out.println("points         " + Figures.points(champion.points()));
                    out.println("mean of means  " + Figures.meanOfMeans(champion.meanOfMeans()));
                    out.println("baselines      " + Figures.baselines(champion.baselineScores()));
                    out.println("yardstick      " + champion.yardstick().map(y -> y.describe() + ", " + y.describeElo())
                            .orElse("- (not played in this generation)"));
                    out.println("elapsed        " + (champion.elapsedSeconds().isPresent()
                            ? Figures.elapsed(champion.elapsedSeconds().getAsDouble()) + " (the run's wall-clock time at this champion)"
                            : "-"));
                    Network network = document.network();
                    out.println("network        " + network.shape().architecture().stream().map(String::valueOf)
                            .reduce((a, b) -> a + "-" + b).orElseThrow() + " on " + network.shape().inputs().key()
                            + ", king value " + network.kingValue());
                    Object created = document.metadata().get(NetworkDocument.CREATED_AT);
                    if (created != null) {
                        out.println("created        " + created);
                    }
                    view.location().directory().map(d -> RunLayout.of(d).champion(champion.generation())).filter(Files::isRegularFile)
                            .ifPresent(file -> out.println("file           " + file));
                    if (!view.hasGames()) {
                        out.println("games          not available from " + view.source());
                    } else {
                        games(out, view.games(champion.generation()), Champion.name(champion.generation()));
                    }
                    out.flush();
                    return 0;
                }
            });
        }

        private void games(PrintWriter out, List<GameRecord> games, String championName) throws IOException {
            out.println("games          " + games.size());
            if (games.isEmpty()) {
                return;
            }
            List<PdnGame> parsed = new ArrayList<>();
            Map<String, int[]> tally = new LinkedHashMap<>(); // opponent -> wins, draws, losses
            TextTable table = new TextTable(">#", "BLACK", "WHITE", "RESULT", ">SCORE", ">PLIES");
            for (GameRecord game : games) {
                PdnGame pdn = Pdn.parse(game.pdn()).getFirst();
                parsed.add(pdn);
                boolean championBlack = game.black().equals(championName);
                String opponent = championBlack ? game.white() : game.black();
                int score = switch (game.result()) {
                    case BLACK_WIN -> championBlack ? 1 : -1;
                    case WHITE_WIN -> championBlack ? -1 : 1;
                    case DRAW -> 0;
                };
                tally.computeIfAbsent(opponent, o -> new int[3])[1 - score]++;
                table.row(String.valueOf(game.game() + 1), game.black(), game.white(), game.result().pdn(),
                        score == 0 ? "0" : String.format(Locale.ROOT, "%+d", score), String.valueOf(pdn.moves().size()));
            }
            out.println();
            TextTable opponents = new TextTable("OPPONENT", ">GAMES", ">WON", ">DRAWN", ">LOST", ">MEAN");
            tally.forEach((opponent, wdl) -> opponents.row(opponent, String.valueOf(wdl[0] + wdl[1] + wdl[2]),
                    String.valueOf(wdl[0]), String.valueOf(wdl[1]), String.valueOf(wdl[2]),
                    Figures.score((double) (wdl[0] - wdl[2]) / (wdl[0] + wdl[1] + wdl[2]))));
            opponents.print(out);
            out.println();
            table.print(out);
            if (pdnFile != null) {
                Path parent = pdnFile.toAbsolutePath().getParent();
                if (!Files.isDirectory(parent)) {
                    throw new IllegalArgumentException("cannot write " + pdnFile + ": directory " + parent + " does not exist");
                }
                Pdn.write(pdnFile, parsed);
                out.println();
                out.println("wrote " + parsed.size() + " games to " + pdnFile);
            }
        }
    }

    @Command(name = "export", mixinStandardHelpOptions = true,
            description = {"Writes a champion as a network file (JSON), for eval, match and play."})
    static final class Export implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Mixin
        ChampionChoice choice;

        @Option(names = "--out", required = true, paramLabel = "FILE", description = "The network file to write.")
        Path out;

        @Option(names = "--rank", paramLabel = "K", description = {"Instead of the champion, the individual of tournament "
                + "rank K (1 = rank 1) in generation N's kept population (its snapshot file), e.g. to compare a "
                + "generation's elites. --generation must be a number."})
        Integer rank;

        @Override
        public Integer call() throws IOException {
            AtomicFiles.checkReplaceable(out, "--out " + out);
            return RunOptions.reading(() -> {
                try (RunView view = choice.run.open()) {
                    if (rank != null) {
                        return exportRank(view);
                    }
                    ChampionSummary champion = view.select(choice.generation);
                    NetworkDocument document = view.championDocument(champion.generation()).orElseThrow();
                    NetworkFile.write(out, document);
                    PrintWriter text = spec.commandLine().getOut();
                    text.println("wrote the champion of generation " + champion.generation() + " of run " + view.location().runId()
                            + " (points " + Figures.points(champion.points()) + ", mean of means "
                            + Figures.meanOfMeans(champion.meanOfMeans()) + ") to " + out);
                    text.flush();
                    return 0;
                }
            });
        }

        private int exportRank(RunView view) throws IOException {
            if (!choice.generation.matches("\\d{1,9}")) {
                throw new IllegalArgumentException("--rank needs --generation to be a generation number, got '"
                        + choice.generation + "'");
            }
            Path directory = view.location().directory().orElseThrow(() -> new IllegalArgumentException("--rank reads the "
                    + "run's snapshot files, and run " + view.location().runId() + " has no directory here"));
            int generation = Integer.parseInt(choice.generation);
            NetworkDocument document = RankedIndividual.read(directory, generation, rank);
            NetworkFile.write(out, document);
            PrintWriter text = spec.commandLine().getOut();
            text.println("wrote the individual of rank " + rank + " of generation " + generation + " of run "
                    + view.location().runId() + " (points " + Figures.points((Double) document.metadata().get(NetworkDocument.FITNESS))
                    + ") to " + out);
            text.flush();
            return 0;
        }
    }

    /** {@code run r1 (embedded MongoDB in runs/r1/mongo.mv)}. */
    static String header(RunView view) {
        return "run " + view.location().runId() + " (" + view.source() + ")";
    }
}
