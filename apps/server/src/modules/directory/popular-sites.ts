export type PopularSiteGroup =
  | 'shopping'
  | 'streaming'
  | 'social'
  | 'travel'
  | 'food delivery'
  | 'food'
  | 'finance'
  | 'news'
  | 'gaming'
  | 'technology';

export interface PopularSite {
  /** The brand people know, as shown in the directory. */
  readonly name: string;
  /** Registrable domain the service mails from (Public Suffix List). */
  readonly domain: string;
  readonly group: PopularSiteGroup;
}

/**
 * The 100 popular sites of spec §1: the built-in directory source, and the companies of the demo
 * mailbox. Names and domains only; contacts come from the imported data sets, never from here.
 */
export const POPULAR_SITES: readonly PopularSite[] = [
  { name: 'Amazon', domain: 'amazon.com', group: 'shopping' },
  { name: 'eBay', domain: 'ebay.com', group: 'shopping' },
  { name: 'Walmart', domain: 'walmart.com', group: 'shopping' },
  { name: 'Target', domain: 'target.com', group: 'shopping' },
  { name: 'Etsy', domain: 'etsy.com', group: 'shopping' },
  { name: 'Best Buy', domain: 'bestbuy.com', group: 'shopping' },
  { name: 'IKEA', domain: 'ikea.com', group: 'shopping' },
  { name: 'AliExpress', domain: 'aliexpress.com', group: 'shopping' },
  { name: 'SHEIN', domain: 'shein.com', group: 'shopping' },
  { name: 'Temu', domain: 'temu.com', group: 'shopping' },
  { name: 'Chefkoch', domain: 'chefkoch.de', group: 'food' },
  { name: 'Costco', domain: 'costco.com', group: 'shopping' },
  { name: 'The Home Depot', domain: 'homedepot.com', group: 'shopping' },
  { name: 'Nike', domain: 'nike.com', group: 'shopping' },
  { name: 'H&M', domain: 'hm.com', group: 'shopping' },
  { name: 'Zara', domain: 'zara.com', group: 'shopping' },
  { name: 'Sephora', domain: 'sephora.com', group: 'shopping' },
  { name: 'ASOS', domain: 'asos.com', group: 'shopping' },
  { name: 'Netflix', domain: 'netflix.com', group: 'streaming' },
  { name: 'Spotify', domain: 'spotify.com', group: 'streaming' },
  { name: 'YouTube', domain: 'youtube.com', group: 'streaming' },
  { name: 'Disney+', domain: 'disneyplus.com', group: 'streaming' },
  { name: 'Hulu', domain: 'hulu.com', group: 'streaming' },
  { name: 'HBO Max', domain: 'hbomax.com', group: 'streaming' },
  { name: 'Paramount+', domain: 'paramountplus.com', group: 'streaming' },
  { name: 'Twitch', domain: 'twitch.tv', group: 'streaming' },
  { name: 'SoundCloud', domain: 'soundcloud.com', group: 'streaming' },
  { name: 'Deezer', domain: 'deezer.com', group: 'streaming' },
  { name: 'Audible', domain: 'audible.com', group: 'streaming' },
  { name: 'Crunchyroll', domain: 'crunchyroll.com', group: 'streaming' },
  { name: 'Vimeo', domain: 'vimeo.com', group: 'streaming' },
  { name: 'Facebook', domain: 'facebook.com', group: 'social' },
  { name: 'Instagram', domain: 'instagram.com', group: 'social' },
  { name: 'X (Twitter)', domain: 'x.com', group: 'social' },
  { name: 'LinkedIn', domain: 'linkedin.com', group: 'social' },
  { name: 'Pinterest', domain: 'pinterest.com', group: 'social' },
  { name: 'Reddit', domain: 'reddit.com', group: 'social' },
  { name: 'Snapchat', domain: 'snapchat.com', group: 'social' },
  { name: 'TikTok', domain: 'tiktok.com', group: 'social' },
  { name: 'Tumblr', domain: 'tumblr.com', group: 'social' },
  { name: 'Discord', domain: 'discord.com', group: 'social' },
  { name: 'Quora', domain: 'quora.com', group: 'social' },
  { name: 'Tinder', domain: 'tinder.com', group: 'social' },
  { name: 'Bumble', domain: 'bumble.com', group: 'social' },
  { name: 'Booking.com', domain: 'booking.com', group: 'travel' },
  { name: 'Airbnb', domain: 'airbnb.com', group: 'travel' },
  { name: 'Expedia', domain: 'expedia.com', group: 'travel' },
  { name: 'Tripadvisor', domain: 'tripadvisor.com', group: 'travel' },
  { name: 'Hotels.com', domain: 'hotels.com', group: 'travel' },
  { name: 'KAYAK', domain: 'kayak.com', group: 'travel' },
  { name: 'Vrbo', domain: 'vrbo.com', group: 'travel' },
  { name: 'Skyscanner', domain: 'skyscanner.net', group: 'travel' },
  { name: 'Uber', domain: 'uber.com', group: 'travel' },
  { name: 'Lyft', domain: 'lyft.com', group: 'travel' },
  { name: 'Ryanair', domain: 'ryanair.com', group: 'travel' },
  { name: 'DoorDash', domain: 'doordash.com', group: 'food delivery' },
  { name: 'Uber Eats', domain: 'ubereats.com', group: 'food delivery' },
  { name: 'Grubhub', domain: 'grubhub.com', group: 'food delivery' },
  { name: 'Deliveroo', domain: 'deliveroo.co.uk', group: 'food delivery' },
  { name: 'Just Eat', domain: 'just-eat.co.uk', group: 'food delivery' },
  { name: 'Instacart', domain: 'instacart.com', group: 'food delivery' },
  { name: "Domino's", domain: 'dominos.com', group: 'food delivery' },
  { name: 'HelloFresh', domain: 'hellofresh.com', group: 'food delivery' },
  { name: 'PayPal', domain: 'paypal.com', group: 'finance' },
  { name: 'Venmo', domain: 'venmo.com', group: 'finance' },
  { name: 'Chase', domain: 'chase.com', group: 'finance' },
  { name: 'Bank of America', domain: 'bankofamerica.com', group: 'finance' },
  { name: 'Wells Fargo', domain: 'wellsfargo.com', group: 'finance' },
  { name: 'American Express', domain: 'americanexpress.com', group: 'finance' },
  { name: 'Capital One', domain: 'capitalone.com', group: 'finance' },
  { name: 'Revolut', domain: 'revolut.com', group: 'finance' },
  { name: 'Wise', domain: 'wise.com', group: 'finance' },
  { name: 'Coinbase', domain: 'coinbase.com', group: 'finance' },
  { name: 'Robinhood', domain: 'robinhood.com', group: 'finance' },
  { name: 'Klarna', domain: 'klarna.com', group: 'finance' },
  { name: 'The New York Times', domain: 'nytimes.com', group: 'news' },
  { name: 'The Washington Post', domain: 'washingtonpost.com', group: 'news' },
  { name: 'The Guardian', domain: 'theguardian.com', group: 'news' },
  { name: 'BBC', domain: 'bbc.co.uk', group: 'news' },
  { name: 'CNN', domain: 'cnn.com', group: 'news' },
  { name: 'The Wall Street Journal', domain: 'wsj.com', group: 'news' },
  { name: 'Bloomberg', domain: 'bloomberg.com', group: 'news' },
  { name: 'Medium', domain: 'medium.com', group: 'news' },
  { name: 'Steam', domain: 'steampowered.com', group: 'gaming' },
  { name: 'Epic Games', domain: 'epicgames.com', group: 'gaming' },
  { name: 'PlayStation', domain: 'playstation.com', group: 'gaming' },
  { name: 'Xbox', domain: 'xbox.com', group: 'gaming' },
  { name: 'Nintendo', domain: 'nintendo.com', group: 'gaming' },
  { name: 'Electronic Arts', domain: 'ea.com', group: 'gaming' },
  { name: 'Roblox', domain: 'roblox.com', group: 'gaming' },
  { name: 'Ubisoft', domain: 'ubisoft.com', group: 'gaming' },
  { name: 'Google', domain: 'google.com', group: 'technology' },
  { name: 'Microsoft', domain: 'microsoft.com', group: 'technology' },
  { name: 'Apple', domain: 'apple.com', group: 'technology' },
  { name: 'Dropbox', domain: 'dropbox.com', group: 'technology' },
  { name: 'Zoom', domain: 'zoom.us', group: 'technology' },
  { name: 'Adobe', domain: 'adobe.com', group: 'technology' },
  { name: 'Duolingo', domain: 'duolingo.com', group: 'technology' },
  { name: 'Canva', domain: 'canva.com', group: 'technology' },
  { name: 'Strava', domain: 'strava.com', group: 'technology' },
];
