package org.evodraughts.cluster;

import com.hazelcast.config.CompactSerializationConfig;
import com.hazelcast.nio.serialization.compact.CompactReader;
import com.hazelcast.nio.serialization.compact.CompactSerializer;
import com.hazelcast.nio.serialization.compact.CompactWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.evodraughts.champions.PlannedGame;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.Move;
import org.evodraughts.checkers.Outcome;
import org.evodraughts.checkers.match.Opening;
import org.evodraughts.checkers.search.SearchSettings;
import org.evodraughts.ga.task.GameTask;
import org.evodraughts.ga.task.Task;
import org.evodraughts.ga.task.TrainingTask;
import org.evodraughts.ga.training.TdRefinement;
import org.evodraughts.network.Network;
import org.evodraughts.network.NetworkInputs;
import org.evodraughts.network.NetworkShape;
import org.evodraughts.network.NetworkEvaluator;

/**
 * The wire form of the cluster's tasks and results: Hazelcast Compact records written field by
 * field by the serializers here (no Java serialization, no reflection). A member reads only
 * these types; each is checked again as it is rebuilt (a network's parameter count, an
 * opening's legality, a search's text, a baseline's name, the training's ranges). Each ships
 * what its task reads and nothing more (a training its {@link TdRefinement}, not the
 * configuration's section). The types:
 * a tournament game ({@link GameTask}), a training ({@link TrainingTask}), a game of a champion's
 * measurement ({@link PlannedGame}), and their results.
 */
final class TaskSerializers {
    private TaskSerializers() {}

    /** Registers every serializer of the cluster's wire types. */
    static void register(CompactSerializationConfig config) {
        config.addSerializer(new GameCallSerializer());
        config.addSerializer(new TrainingCallSerializer());
        config.addSerializer(new GameResultSerializer());
        config.addSerializer(new NetworkSerializer());
        config.addSerializer(new ChampionGameCallSerializer());
        config.addSerializer(new PlayedSerializer());
    }

    /** What a member runs: a game. */
    record GameCall(GameTask task) implements Callable<GameTask.Result> {
        @Override
        public GameTask.Result call() {
            return task.run(() -> Thread.currentThread().isInterrupted());
        }
    }

    /** What a member runs: a training. */
    record TrainingCall(TrainingTask task) implements Callable<Network> {
        @Override
        public Network call() {
            return task.run(() -> Thread.currentThread().isInterrupted());
        }
    }

    /** What a member runs: a game of a champion's measurement (its evaluation or yardstick match). */
    record ChampionGameCall(PlannedGame game) implements Callable<PlannedGame.Played> {
        @Override
        public PlannedGame.Played call() {
            return game.play(NetworkEvaluator::new, () -> Thread.currentThread().isInterrupted());
        }
    }

    /** The callable that runs {@code task} on a member. */
    static Callable<?> call(Task<?> task) {
        return switch (task) {
            case GameTask game -> new GameCall(game);
            case TrainingTask training -> new TrainingCall(training);
        };
    }

    private static final class GameCallSerializer implements CompactSerializer<GameCall> {
        @Override
        public GameCall read(CompactReader in) {
            return new GameCall(new GameTask(readNetwork(in, "black"), readNetwork(in, "white"),
                    SearchSettings.parse(in.readString("search")), rules(in), new Opening(moves(in, "opening")), in.readInt64("seed")));
        }

        @Override
        public void write(CompactWriter out, GameCall call) {
            GameTask task = call.task();
            writeNetwork(out, "black", task.black());
            writeNetwork(out, "white", task.white());
            out.writeString("search", task.search().describe());
            writeRules(out, task.rules());
            writeMoves(out, "opening", task.opening().moves());
            out.writeInt64("seed", task.seed());
        }

        @Override
        public String getTypeName() {
            return "evodraughts.GameTask";
        }

        @Override
        public Class<GameCall> getCompactClass() {
            return GameCall.class;
        }
    }

    private static final class TrainingCallSerializer implements CompactSerializer<TrainingCall> {
        @Override
        public TrainingCall read(CompactReader in) {
            TdRefinement training = new TdRefinement(in.readInt32("games"), in.readFloat64("alpha"), in.readFloat64("lambda"),
                    in.readBoolean("average"), in.readInt32("depth"), in.readInt32("batch"), in.readInt32("openingPlies"),
                    rules(in));
            return new TrainingCall(new TrainingTask(readNetwork(in, "network"), in.readInt64("seed"), training));
        }

        @Override
        public void write(CompactWriter out, TrainingCall call) {
            TrainingTask task = call.task();
            writeNetwork(out, "network", task.network());
            out.writeInt64("seed", task.seed());
            TdRefinement training = task.training();
            out.writeInt32("games", training.games());
            out.writeFloat64("alpha", training.alpha());
            out.writeFloat64("lambda", training.lambda());
            out.writeBoolean("average", training.average());
            out.writeInt32("depth", training.depth());
            out.writeInt32("batch", training.batch());
            out.writeInt32("openingPlies", training.openingPlies());
            writeRules(out, training.rules());
        }

        @Override
        public String getTypeName() {
            return "evodraughts.TrainingTask";
        }

        @Override
        public Class<TrainingCall> getCompactClass() {
            return TrainingCall.class;
        }
    }

    private static final class GameResultSerializer implements CompactSerializer<GameTask.Result> {
        @Override
        public GameTask.Result read(CompactReader in) {
            return new GameTask.Result(Outcome.valueOf(in.readString("outcome")), in.readInt32("plies"),
                    in.readArrayOfInt64("moves"));
        }

        @Override
        public void write(CompactWriter out, GameTask.Result result) {
            out.writeString("outcome", result.outcome().name());
            out.writeInt32("plies", result.plies());
            out.writeArrayOfInt64("moves", result.moves());
        }

        @Override
        public String getTypeName() {
            return "evodraughts.GameResult";
        }

        @Override
        public Class<GameTask.Result> getCompactClass() {
            return GameTask.Result.class;
        }
    }

    private static final class NetworkSerializer implements CompactSerializer<Network> {
        @Override
        public Network read(CompactReader in) {
            return readNetwork(in, "network");
        }

        @Override
        public void write(CompactWriter out, Network network) {
            writeNetwork(out, "network", network);
        }

        @Override
        public String getTypeName() {
            return "evodraughts.Network";
        }

        @Override
        public Class<Network> getCompactClass() {
            return Network.class;
        }
    }

    private static final class ChampionGameCallSerializer implements CompactSerializer<ChampionGameCall> {
        @Override
        public ChampionGameCall read(CompactReader in) {
            return new ChampionGameCall(new PlannedGame(contestant(in, "black"), contestant(in, "white"),
                    SearchSettings.parse(in.readString("search")), rules(in), new Opening(moves(in, "opening")),
                    in.readInt64("seed")));
        }

        @Override
        public void write(CompactWriter out, ChampionGameCall call) {
            PlannedGame game = call.game();
            writeContestant(out, "black", game.black());
            writeContestant(out, "white", game.white());
            out.writeString("search", game.search().describe());
            writeRules(out, game.rules());
            writeMoves(out, "opening", game.opening().moves());
            out.writeInt64("seed", game.seed());
        }

        private static PlannedGame.Contestant contestant(CompactReader in, String side) {
            String name = in.readString(side + "Name");
            return switch (in.readString(side + "Kind")) {
                case "network" -> new PlannedGame.Contestant.OfNetwork(name, readNetwork(in, side));
                case "baseline" -> new PlannedGame.Contestant.Baseline(name);
                case String other -> throw new IllegalArgumentException("a champion game's player is of no known kind: " + other);
            };
        }

        private static void writeContestant(CompactWriter out, String side, PlannedGame.Contestant contestant) {
            out.writeString(side + "Name", contestant.name());
            switch (contestant) {
                case PlannedGame.Contestant.OfNetwork n -> {
                    out.writeString(side + "Kind", "network");
                    writeNetwork(out, side, n.network());
                }
                case PlannedGame.Contestant.Baseline b -> {
                    out.writeString(side + "Kind", "baseline");
                    writeNetwork(out, side, null);
                }
            }
        }

        @Override
        public String getTypeName() {
            return "evodraughts.ChampionGame";
        }

        @Override
        public Class<ChampionGameCall> getCompactClass() {
            return ChampionGameCall.class;
        }
    }

    private static final class PlayedSerializer implements CompactSerializer<PlannedGame.Played> {
        @Override
        public PlannedGame.Played read(CompactReader in) {
            return new PlannedGame.Played(moves(in, "moves"), Outcome.valueOf(in.readString("outcome")));
        }

        @Override
        public void write(CompactWriter out, PlannedGame.Played played) {
            writeMoves(out, "moves", played.moves());
            out.writeString("outcome", played.outcome().name());
        }

        @Override
        public String getTypeName() {
            return "evodraughts.PlayedGame";
        }

        @Override
        public Class<PlannedGame.Played> getCompactClass() {
            return PlannedGame.Played.class;
        }
    }

    private static List<Move> moves(CompactReader in, String name) {
        int[] from = in.readArrayOfInt32(name + "From"), to = in.readArrayOfInt32(name + "To"),
                captured = in.readArrayOfInt32(name + "Captured");
        if (from == null || to == null || captured == null || from.length != to.length || from.length != captured.length) {
            throw new IllegalArgumentException("a task's moves (" + name + ") are malformed");
        }
        List<Move> moves = new ArrayList<>(from.length);
        for (int i = 0; i < from.length; i++) {
            moves.add(new Move(from[i], to[i], captured[i]));
        }
        return moves;
    }

    private static void writeMoves(CompactWriter out, String name, List<Move> moves) {
        int[] from = new int[moves.size()], to = new int[moves.size()], captured = new int[moves.size()];
        for (int i = 0; i < moves.size(); i++) {
            from[i] = moves.get(i).from();
            to[i] = moves.get(i).to();
            captured[i] = moves.get(i).captured();
        }
        out.writeArrayOfInt32(name + "From", from);
        out.writeArrayOfInt32(name + "To", to);
        out.writeArrayOfInt32(name + "Captured", captured);
    }

    /** A network as fields named after {@code name}: its shape, parameters and king value (none: empty fields). */
    private static void writeNetwork(CompactWriter out, String name, Network network) {
        out.writeString(name + "Inputs", network == null ? "" : network.shape().inputs().key());
        out.writeArrayOfInt32(name + "Hidden", network == null ? new int[0]
                : network.shape().hidden().stream().mapToInt(Integer::intValue).toArray());
        out.writeArrayOfFloat64(name, network == null ? new double[0] : network.parameters());
        out.writeFloat64(name + "King", network == null ? 0 : network.kingValue());
    }

    private static Network readNetwork(CompactReader in, String name) {
        double[] parameters = in.readArrayOfFloat64(name);
        NetworkShape shape = NetworkShape.of(NetworkInputs.ofKey(in.readString(name + "Inputs")),
                java.util.Arrays.stream(in.readArrayOfInt32(name + "Hidden")).boxed().toList());
        if (parameters == null || parameters.length != shape.parameterCount()) {
            throw new IllegalArgumentException("a task's network of shape " + shape + " has "
                    + (parameters == null ? 0 : parameters.length) + " parameters, not " + shape.parameterCount());
        }
        return Network.ofParameters(shape, parameters, in.readFloat64(name + "King"));
    }

    private static DrawRules rules(CompactReader in) {
        return new DrawRules(in.readInt32("maxMovesPerSide"), in.readInt32("repetitions"),
                in.readInt32("noProgressMovesPerSide"));
    }

    private static void writeRules(CompactWriter out, DrawRules rules) {
        out.writeInt32("maxMovesPerSide", rules.maxMovesPerSide());
        out.writeInt32("repetitions", rules.repetitions());
        out.writeInt32("noProgressMovesPerSide", rules.noProgressMovesPerSide());
    }
}
