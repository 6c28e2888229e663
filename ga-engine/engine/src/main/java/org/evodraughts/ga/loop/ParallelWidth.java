package org.evodraughts.ga.loop;

import org.evodraughts.ga.config.EvolutionConfig;
import org.evodraughts.ga.config.RefinementConfig;

/**
 * How many threads a configuration's generation can keep busy: its width, which the
 * configuration decides, not the thread count. With self-play training, the trainings are
 * nearly all of a generation, and each is one stream of games, or {@code refinement.batch}
 * streams on the pool's idle threads: islands × trainees × batch. Without, the tournaments'
 * games: islands × games a tournament (the hall of fame's included). More threads than that wait
 * for work; more islands ({@code islands.count}) or batches ({@code refinement.batch}) make more.
 *
 * <p>On a cluster a worker plays a training alone (its batches do not spread over the worker's
 * threads), so there the trainings count whole: {@link #trainings()}.
 *
 * @param threads   the threads it can keep busy on one machine
 * @param trainings the trainings of a generation, every island's (0 without training)
 * @param reason    where the width comes from, e.g. {@code 4 islands × 15 trainees × batches of 4}
 */
public record ParallelWidth(int threads, int trainings, String reason) {
    /** The width of {@code config}'s generations. */
    public static ParallelWidth of(EvolutionConfig config) {
        int islands = config.islands().count();
        String perIsland = islands == 1 ? "" : islands + " islands × ";
        RefinementConfig refinement = config.refinement();
        if (refinement.games() > 0) {
            int trainees = switch (refinement.trainees()) {
                case ALL -> config.population().size();
                case ELITES -> config.population().elites();
                case CHAMPION -> 1;
            };
            int trainings = islands * trainees;
            String reason = perIsland + trainees + (trainees == 1 ? " trainee" : " trainees")
                    + (refinement.batch() == 1 ? "" : " × batches of " + refinement.batch());
            return new ParallelWidth(Math.multiplyExact(trainings, refinement.batch()), trainings, reason);
        }
        // Counted, not listed; the configuration has checked that every island's fit an int.
        int games = Math.toIntExact(config.tournament().games(config.population().size()));
        return new ParallelWidth(islands * games, 0, perIsland + games + " tournament games");
    }

    /**
     * The threads it can keep busy on a cluster: the trainings, which travel whole, or without
     * training the games.
     */
    public int acrossMachines() {
        return trainings > 0 ? trainings : threads;
    }
}
