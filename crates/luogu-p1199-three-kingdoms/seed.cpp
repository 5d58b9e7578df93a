// Seed: shared/seeds/003_3370cd6139e6f1a0.txt ("博弈论 get ！", section 贪心). Added to compile: the includes, `using namespace std;` and the declarations of n, ans and map (the blog omits them).
#include <iostream>
#include <algorithm>
using namespace std;
int n, ans;
int map[505][505];

int main(void)
{
    cin >> n;
    for(int i=1;i<n;i++)
    for(int j=i+1;j<=n;j++)
    {
        cin >> map[i][j];
        map[j][i] = map[i][j];
    }
    for(int i=1;i<=n;i++)
    {
        sort(map[i]+1,map[i]+1+n);
        ans = max(ans,map[i][n-1]);
    }
    cout << 1 << endl << ans;
    return 0;
}
